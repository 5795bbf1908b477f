// SPDX-License-Identifier: GPL-2.0
/*
 * 4.0: skb_vlan_tag_present and skb_vlan_tag_get, the new names of
 * vlan_tx_tag_present and vlan_tx_tag_get.
 */
#include <linux/if_vlan.h>

int napi_compat_probe(const struct sk_buff *skb);
int napi_compat_probe(const struct sk_buff *skb)
{
	return skb_vlan_tag_present(skb) ? skb_vlan_tag_get(skb) : 0;
}
