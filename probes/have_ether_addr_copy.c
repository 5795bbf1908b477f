// SPDX-License-Identifier: GPL-2.0
/*
 * 3.14: ether_addr_copy() ("etherdevice: Add ether_addr_copy").
 */
#include <linux/etherdevice.h>

void napi_compat_probe(u8 *dst, const u8 *src);
void napi_compat_probe(u8 *dst, const u8 *src)
{
	ether_addr_copy(dst, src);
}
