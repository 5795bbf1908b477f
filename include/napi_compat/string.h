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

#define napi_compat_strscpy_3(dst, src, size) \
	napi_compat_strscpy(dst, src, size)
#else
#define napi_compat_strscpy_3(dst, src, size) strscpy(dst, src, size)
#endif

/*
 * 6.8: strscpy(dst, src) with two arguments ("string: Allow 2-argument
 * strscpy()"), the size being that of the destination array; the kernel
 * made strscpy a macro for it, whose definition is the test.  Ours takes
 * two or three arguments likewise; with two, dst must be an array, as
 * the kernel checks at build time (a pointer's size is not the buffer's:
 * the build fails in __must_be_array, compiler.h).
 */
#ifndef strscpy
#define napi_compat_strscpy_size(dst, size, ...) (0 ? sizeof(dst) : (size))
#define strscpy(dst, src, ...) \
	napi_compat_strscpy_3(dst, src, \
			      napi_compat_strscpy_size(dst, ##__VA_ARGS__, \
						       sizeof(dst) + \
						       __must_be_array(dst)))
#endif

#endif /* NAPI_COMPAT_STRING_H */
