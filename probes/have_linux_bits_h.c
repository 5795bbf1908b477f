// SPDX-License-Identifier: GPL-2.0
/*
 * 4.19: <linux/bits.h>, split out of <linux/bitops.h>.  Only whether the
 * header exists: what it holds is the kernel's.
 */
#include <linux/bits.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
