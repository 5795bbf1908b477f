// SPDX-License-Identifier: GPL-2.0
/*
 * 4.6: struct ethtool_link_ksettings and the get_link_ksettings and
 * set_link_ksettings methods ("net: ethtool: add new
 * ETHTOOL_xLINKSETTINGS API"), replacing get_settings/set_settings.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_link_ksettings *cmd)
{
	return 0;
}

static int set(struct net_device *dev,
	       const struct ethtool_link_ksettings *cmd)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe = {
	.get_link_ksettings = get,
	.set_link_ksettings = set,
};
