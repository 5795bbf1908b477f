/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/ptp_clock_kernel.h>.
 */
#ifndef NAPI_COMPAT_LINUX_PTP_CLOCK_KERNEL_H
#define NAPI_COMPAT_LINUX_PTP_CLOCK_KERNEL_H

#include_next <linux/ptp_clock_kernel.h>
#include <compat.h>

#include <napi_compat/ptp.h>

#endif /* NAPI_COMPAT_LINUX_PTP_CLOCK_KERNEL_H */
