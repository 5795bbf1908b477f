/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/err.h>.
 */
#ifndef NAPI_COMPAT_LINUX_ERR_H
#define NAPI_COMPAT_LINUX_ERR_H

#include_next <linux/err.h>
#include <compat.h>

#include <napi_compat/err.h>

#endif /* NAPI_COMPAT_LINUX_ERR_H */
