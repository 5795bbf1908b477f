// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.33: netdev_alloc_skb_ip_align() ("net: Introduce
 * netdev_alloc_skb_ip_align()"): a receive buffer for a device, its IP
 * header aligned.
 */
#include <linux/skbuff.h>

struct sk_buff *napi_compat_probe(struct net_device *dev);
struct sk_buff *napi_compat_probe(struct net_device *dev)
{
	return netdev_alloc_skb_ip_align(dev, 1536);
}
