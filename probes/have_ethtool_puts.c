// SPDX-License-Identifier: GPL-2.0
/*
 * 6.8: ethtool_puts(&data, str) ("ethtool: Implement ethtool_puts()"):
 * one ETH_GSTRING_LEN string of a driver's get_strings, and the pointer
 * moved past it.
 */
#include <linux/ethtool.h>

void napi_compat_probe(u8 **data);
void napi_compat_probe(u8 **data)
{
	ethtool_puts(data, "x");
}
