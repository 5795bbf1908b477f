// SPDX-License-Identifier: GPL-2.0
/*
 * 6.8: get_rxfh and set_rxfh on a struct ethtool_rxfh_param ("net:
 * ethtool: pass a pointer to parameters to get/set_rxfh ethtool ops"),
 * which carries the indirection table, the key, the hash function and
 * the context.  From 4.0 the methods took the table, the key and the
 * hash function as arguments.
 * Bridged from 4.0.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_rxfh_param *rxfh)
{
	return 0;
}

static int set(struct net_device *dev, struct ethtool_rxfh_param *rxfh,
	       struct netlink_ext_ack *extack)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_rxfh = get,
	.set_rxfh = set,
};
