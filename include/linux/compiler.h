/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/compiler.h>.
 */
#ifndef NAPI_COMPAT_LINUX_COMPILER_H
#define NAPI_COMPAT_LINUX_COMPILER_H

#include_next <linux/compiler.h>

#include <napi_compat/compiler.h>

#endif /* NAPI_COMPAT_LINUX_COMPILER_H */
