/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/types.h>: The kernel's basic types.  Included by
 * include/linux/types.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_TYPES_H
#define NAPI_COMPAT_TYPES_H

#ifndef NAPI_COMPAT_LINUX_TYPES_H
#error "napi-compat: include <linux/types.h>, not this file"
#endif

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

#endif /* NAPI_COMPAT_TYPES_H */
