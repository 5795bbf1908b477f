// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.34: netdev_mc_count() ("net: introduce helper macros for
 * netdev_mc_count"), the number of multicast addresses of a device.
 */
#include <linux/netdevice.h>

int napi_compat_probe(struct net_device *dev);
int napi_compat_probe(struct net_device *dev)
{
	return netdev_mc_count(dev);
}
