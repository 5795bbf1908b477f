// SPDX-License-Identifier: GPL-2.0
/*
 * 6.12: <linux/unaligned.h>, where <asm/unaligned.h> moved ("move
 * asm/unaligned.h to linux/unaligned.h").  Only whether the header
 * exists: the helpers in it (get_unaligned_le16() and its kin) are the
 * kernel's either way.
 */
#include <linux/unaligned.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
