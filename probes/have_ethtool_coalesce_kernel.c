// SPDX-License-Identifier: GPL-2.0
/*
 * 5.15: get_coalesce and set_coalesce take a struct
 * kernel_ethtool_coalesce and a netlink_ext_ack besides the uAPI
 * settings ("ethtool: add two coalesce attributes for CQE mode").
 * Before it nothing can ask for those settings.
 * Bridged from 2.6.12.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_coalesce *ec,
	       struct kernel_ethtool_coalesce *kec,
	       struct netlink_ext_ack *extack)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_coalesce = get,
	.set_coalesce = get,
};
