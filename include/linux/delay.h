/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/delay.h>.
 */
#ifndef NAPI_COMPAT_LINUX_DELAY_H
#define NAPI_COMPAT_LINUX_DELAY_H

#include_next <linux/delay.h>
#include <linux/kernel.h>
#include <compat.h>

#include <napi_compat/delay.h>

#endif /* NAPI_COMPAT_LINUX_DELAY_H */
