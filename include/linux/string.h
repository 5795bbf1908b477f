/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/string.h>.
 */
#ifndef NAPI_COMPAT_LINUX_STRING_H
#define NAPI_COMPAT_LINUX_STRING_H

#include_next <linux/string.h>
#include <compat.h>

#include <napi_compat/string.h>

#endif /* NAPI_COMPAT_LINUX_STRING_H */
