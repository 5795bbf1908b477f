// SPDX-License-Identifier: GPL-2.0
/*
 * 3.10: __vlan_hwaccel_put_tag(skb, proto, tci) ("net: vlan: add protocol
 * argument to packet tagging functions"), with the tag's protocol, for
 * 802.1ad beside 802.1Q.  Before it the call took the tag alone.
 */
#include <linux/if_vlan.h>

void napi_compat_probe(struct sk_buff *skb);
void napi_compat_probe(struct sk_buff *skb)
{
	__vlan_hwaccel_put_tag(skb, htons(ETH_P_8021Q), 1);
}
