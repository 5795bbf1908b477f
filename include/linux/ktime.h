/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/ktime.h>.
 */
#ifndef NAPI_COMPAT_LINUX_KTIME_H
#define NAPI_COMPAT_LINUX_KTIME_H

#include_next <linux/ktime.h>
#include <compat.h>

#include <napi_compat/ktime.h>

#endif /* NAPI_COMPAT_LINUX_KTIME_H */
