// SPDX-License-Identifier: GPL-2.0
/*
 * 3.12: PTR_ERR_OR_ZERO(ptr), the error of an error pointer, else 0 (the
 * PTR_RET of 3.8 renamed).  Bridged from 2.6.18.
 */
#include <linux/err.h>

int napi_compat_probe(const void *p);
int napi_compat_probe(const void *p)
{
	return PTR_ERR_OR_ZERO(p);
}
