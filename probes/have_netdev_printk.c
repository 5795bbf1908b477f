// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.34: netdev_printk and netdev_err/warn/info/dbg ("netdevice.h: Add
 * netdev_printk helpers like dev_printk").
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	netdev_info(dev, "%d\n", 1);
	netdev_err(dev, "%d\n", 1);
}
