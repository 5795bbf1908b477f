/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/types.h>.
 */
#ifndef NAPI_COMPAT_LINUX_TYPES_H
#define NAPI_COMPAT_LINUX_TYPES_H

#include_next <linux/types.h>
#include <compat.h>

/*
 * 2.6.19: bool, true and false ("[PATCH] Create include/linux/types.h bool
 * type").  What the kernel took then: C99's _Bool (here a macro, the
 * same type), and an enum for the two values.
 */
#if defined(__KERNEL__) && !defined(NAPI_COMPAT_HAVE_BOOL)
#define bool _Bool
enum {
	false = 0,
	true = 1
};
#endif

#endif /* NAPI_COMPAT_LINUX_TYPES_H */
