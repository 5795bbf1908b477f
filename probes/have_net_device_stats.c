// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.22: struct net_device has its own counters, dev->stats ("[NET]:
 * Add net_device_stats to net_device").  Before it every driver kept them
 * in its private area.
 */
#include <linux/netdevice.h>

struct net_device_stats *napi_compat_probe(struct net_device *dev);
struct net_device_stats *napi_compat_probe(struct net_device *dev)
{
	return &dev->stats;
}
