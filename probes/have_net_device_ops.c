// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.29: struct net_device_ops ("netdev: introduce net_device_ops").
 */
#include <linux/netdevice.h>

static int probe_open(struct net_device *dev)
{
	return 0;
}

void napi_compat_probe(struct net_device *dev);

static const struct net_device_ops ops = {
	.ndo_open = probe_open,
};

void napi_compat_probe(struct net_device *dev)
{
	dev->netdev_ops = &ops;
}
