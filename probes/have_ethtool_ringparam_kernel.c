// SPDX-License-Identifier: GPL-2.0
/*
 * 5.17: get_ringparam and set_ringparam take a struct
 * kernel_ethtool_ringparam and a netlink_ext_ack besides the uAPI ring
 * sizes ("ethtool: add support to set/get rx buf len via ethtool").
 */
#include <linux/netdevice.h>
#include <linux/ethtool.h>

static void get(struct net_device *dev, struct ethtool_ringparam *ring,
		struct kernel_ethtool_ringparam *kring,
		struct netlink_ext_ack *extack)
{
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_ringparam = get,
};
