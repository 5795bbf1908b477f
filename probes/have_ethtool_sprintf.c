// SPDX-License-Identifier: GPL-2.0
/*
 * 5.13: ethtool_sprintf(&data, fmt, ...) ("ethtool: Add common function
 * for filling out strings"): one formatted ETH_GSTRING_LEN string of a
 * driver's get_strings, and the pointer moved past it.
 * Bridged from 2.6.12.
 */
#include <linux/ethtool.h>

void napi_compat_probe(u8 **data);
void napi_compat_probe(u8 **data)
{
	ethtool_sprintf(data, "rx_queue_%u", 0u);
}
