// SPDX-License-Identifier: GPL-2.0
/*
 * 4.11: ndo_get_stats64 returns nothing ("net: make ndo_get_stats64 a void
 * function").  From 2.6.35 to 4.10 it returned the stats pointer, and
 * before 2.6.35 there was no such method.
 */
#include <linux/netdevice.h>

static void probe_get_stats64(struct net_device *dev,
			      struct rtnl_link_stats64 *stats)
{
}

const struct net_device_ops napi_compat_probe_ops;
const struct net_device_ops napi_compat_probe_ops = {
	.ndo_get_stats64 = probe_get_stats64,
};
