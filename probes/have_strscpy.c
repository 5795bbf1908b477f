// SPDX-License-Identifier: GPL-2.0
/*
 * 4.3: strscpy() ("string: provide strscpy()"), the bounded copy that
 * replaced strlcpy.
 */
#include <linux/string.h>

ssize_t napi_compat_probe(char *dst, const char *src, size_t size);
ssize_t napi_compat_probe(char *dst, const char *src, size_t size)
{
	return strscpy(dst, src, size);
}
