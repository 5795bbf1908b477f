// SPDX-License-Identifier: GPL-2.0
/*
 * 3.3: netdev_features_t ("net: introduce and use netdev_features_t for
 * device features sets"), what netif_skb_features gives for a frame.
 * The type is bridged on every kernel (the type of dev->features); the
 * shims that also need netif_skb_features (ndo_features_check) start here.
 */
#include <linux/netdevice.h>

netdev_features_t napi_compat_probe(struct sk_buff *skb);
netdev_features_t napi_compat_probe(struct sk_buff *skb)
{
	return netif_skb_features(skb);
}
