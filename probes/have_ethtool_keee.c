// SPDX-License-Identifier: GPL-2.0
/*
 * 6.9: get_eee and set_eee on a struct ethtool_keee, whose link modes are
 * bitmaps ("net: ethtool: Add linkmode support to EEE").  Before it the
 * methods took the uAPI struct ethtool_eee with 32-bit masks; link mode
 * bitmaps came in 4.6.
 * Bridged from 4.6.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_keee *eee)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_eee = get,
	.set_eee = get,
};
