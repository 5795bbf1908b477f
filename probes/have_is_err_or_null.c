// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.33: IS_ERR_OR_NULL(ptr), true for NULL and for an error pointer.
 * Bridged from 2.6.18.
 */
#include <linux/err.h>

long napi_compat_probe(const void *p);
long napi_compat_probe(const void *p)
{
	return IS_ERR_OR_NULL(p);
}
