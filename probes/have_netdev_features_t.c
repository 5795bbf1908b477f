// SPDX-License-Identifier: GPL-2.0
/*
 * 3.3: netdev_features_t ("net: introduce and use netdev_features_t for
 * device features sets"), what netif_skb_features gives for a frame.
 * Not bridged: the shims that need it (ndo_features_check) start here.
 */
#include <linux/netdevice.h>

netdev_features_t napi_compat_probe(struct sk_buff *skb);
netdev_features_t napi_compat_probe(struct sk_buff *skb)
{
	return netif_skb_features(skb);
}
