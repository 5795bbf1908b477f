/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/err.h>: error pointers.  Included by include/linux/err.h,
 * after the kernel's header.
 */
#ifndef NAPI_COMPAT_ERR_H
#define NAPI_COMPAT_ERR_H

#ifndef NAPI_COMPAT_LINUX_ERR_H
#error "napi-compat: include <linux/err.h>, not this file"
#endif

/* 2.6.33: IS_ERR_OR_NULL(ptr), true for NULL and for an error pointer. */
#ifndef NAPI_COMPAT_HAVE_IS_ERR_OR_NULL
static inline long __must_check napi_compat_is_err_or_null(const void *ptr)
{
	return !ptr || IS_ERR(ptr);
}

#define IS_ERR_OR_NULL(ptr) napi_compat_is_err_or_null(ptr)
#endif

/* 3.12: PTR_ERR_OR_ZERO(ptr), the error of an error pointer, else 0. */
#ifndef NAPI_COMPAT_HAVE_PTR_ERR_OR_ZERO
static inline int __must_check napi_compat_ptr_err_or_zero(const void *ptr)
{
	return IS_ERR(ptr) ? (int)PTR_ERR(ptr) : 0;
}

#define PTR_ERR_OR_ZERO(ptr) napi_compat_ptr_err_or_zero(ptr)
#endif

#endif /* NAPI_COMPAT_ERR_H */
