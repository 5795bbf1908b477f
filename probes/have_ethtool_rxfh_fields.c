// SPDX-License-Identifier: GPL-2.0
/*
 * 6.17: get_rxfh_fields and set_rxfh_fields on a struct
 * ethtool_rxfh_fields ("net: ethtool: add dedicated callbacks for getting
 * and setting rxfh fields"); before them get_rxnfc and set_rxnfc took
 * ETHTOOL_GRXFH and ETHTOOL_SRXFH.  Bridged from 2.6.36.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_rxfh_fields *fields)
{
	return 0;
}

static int set(struct net_device *dev,
	       const struct ethtool_rxfh_fields *fields,
	       struct netlink_ext_ack *extack)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_rxfh_fields = get,
	.set_rxfh_fields = set,
};
