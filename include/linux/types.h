/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/types.h>.
 */
#ifndef NAPI_COMPAT_LINUX_TYPES_H
#define NAPI_COMPAT_LINUX_TYPES_H

#include_next <linux/types.h>
#include <compat.h>

#include <napi_compat/types.h>

#endif /* NAPI_COMPAT_LINUX_TYPES_H */
