// SPDX-License-Identifier: GPL-2.0
/*
 * 5.0: dev_open(dev, extack) ("net: Add extack argument to
 * dev_open()").
 */
#include <linux/netdevice.h>

int napi_compat_probe(struct net_device *dev);
int napi_compat_probe(struct net_device *dev)
{
	return dev_open(dev, NULL);
}
