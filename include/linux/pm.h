/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/pm.h>.
 */
#ifndef NAPI_COMPAT_LINUX_PM_H
#define NAPI_COMPAT_LINUX_PM_H

#include_next <linux/pm.h>
#include <compat.h>

#include <napi_compat/pm.h>

#endif /* NAPI_COMPAT_LINUX_PM_H */
