/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/string.h>: String copies.  Included by
 * include/linux/string.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_STRING_H
#define NAPI_COMPAT_STRING_H

#ifndef NAPI_COMPAT_LINUX_STRING_H
#error "napi-compat: include <linux/string.h>, not this file"
#endif

/*
 * 4.3: strscpy ("string: provide strscpy()"): copies at most size - 1
 * characters, always terminates, and returns the length or -E2BIG when
 * the source did not fit.
 */
#ifndef NAPI_COMPAT_HAVE_STRSCPY
#include <linux/errno.h>

static inline ssize_t napi_compat_strscpy(char *dst, const char *src,
					  size_t size)
{
	size_t i;

	for (i = 0; i < size; i++) {
		dst[i] = src[i];
		if (!src[i])
			return i;
	}
	if (size)
		dst[size - 1] = '\0';
	return -E2BIG;
}

#define strscpy(dst, src, size) napi_compat_strscpy(dst, src, size)
#endif

#endif /* NAPI_COMPAT_STRING_H */
