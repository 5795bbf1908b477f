// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.36: get_rxnfc with the rule locations ("ethtool: Add support for
 * network flow classifier"), the method that answers ETHTOOL_GRXRINGS
 * and ETHTOOL_GRXFH before their own methods.  Not bridged: the methods
 * that came out of it are bridged on top of it.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_rxnfc *info,
	       u32 *rule_locs)
{
	return 0;
}

static int set(struct net_device *dev, struct ethtool_rxnfc *info)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_rxnfc = get,
	.set_rxnfc = set,
};
