// SPDX-License-Identifier: GPL-2.0
/*
 * <linux/hex.h>, where hex_asc, hex_to_bin(), hex2bin(), bin2hex() and
 * mac_pton() moved out of <linux/kernel.h>: 6.12 has it, 6.1 not.  Only
 * whether the header exists: the helpers are the kernel's either way.
 */
#include <linux/hex.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
