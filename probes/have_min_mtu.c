// SPDX-License-Identifier: GPL-2.0
/*
 * 4.10: dev->min_mtu and dev->max_mtu ("net: centralize net_device
 * min/max MTU checking"), the range the core checks a new MTU against.
 * Not bridged: there is no storage for them before it.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	dev->min_mtu = 60;
	dev->max_mtu = 1500;
}
