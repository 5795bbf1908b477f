// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.21: struct net_device embeds a struct device, dev->dev ("[PATCH]
 * net: convert net_device to struct device").  Before it, a class_device.
 */
#include <linux/netdevice.h>

struct device *napi_compat_probe(struct net_device *dev);
struct device *napi_compat_probe(struct net_device *dev)
{
	return dev->dev.parent;
}
