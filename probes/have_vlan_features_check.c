// SPDX-License-Identifier: GPL-2.0
/*
 * 4.1: vlan_features_check(skb, features), the offloads left to a frame
 * with two VLAN tags.  Bridged from 3.10.
 */
#include <linux/if_vlan.h>

netdev_features_t napi_compat_probe(struct sk_buff *skb, netdev_features_t f);
netdev_features_t napi_compat_probe(struct sk_buff *skb, netdev_features_t f)
{
	return vlan_features_check(skb, f);
}
