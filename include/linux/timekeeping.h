/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/timekeeping.h> (3.17 and later; before it
 * the kernel has no such header and nothing here is reached).
 */
#ifndef NAPI_COMPAT_LINUX_TIMEKEEPING_H
#define NAPI_COMPAT_LINUX_TIMEKEEPING_H

#include_next <linux/timekeeping.h>
#include <compat.h>

#include <napi_compat/timekeeping.h>

#endif /* NAPI_COMPAT_LINUX_TIMEKEEPING_H */
