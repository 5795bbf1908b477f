/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/if_vlan.h>: VLAN tags of a frame and VLAN offload
 * checks.  Included by include/linux/if_vlan.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_VLAN_H
#define NAPI_COMPAT_VLAN_H

#ifndef NAPI_COMPAT_LINUX_IF_VLAN_H
#error "napi-compat: include <linux/if_vlan.h>, not this file"
#endif

/*
 * 4.0: skb_vlan_tag_present and skb_vlan_tag_get ("vlan: rename vlan_tx_*
 * helpers since "tx" is misleading there"): the tag carried beside the
 * frame rather than in it, on receive as on transmit.  Before it the same
 * test and tag were vlan_tx_tag_present and vlan_tx_tag_get.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_VLAN_TAG_PRESENT
#define skb_vlan_tag_present(skb) vlan_tx_tag_present(skb)
#define skb_vlan_tag_get(skb) vlan_tx_tag_get(skb)
#endif

/*
 * 4.1: vlan_features_check(skb, features) ("net: Move check for multiple
 * vlans to drivers"), which a driver's ndo_features_check calls: a frame
 * with two VLAN tags (one beside it and one in it, or two in it) keeps
 * only the offloads that do not parse past the first tag.  Here from
 * 3.10, the first kernel with 802.1ad tags and NETIF_F_HW_VLAN_STAG_TX;
 * before it the name is not bridged (see tests/api-compile/not-bridged.list).
 */
#if !defined(NAPI_COMPAT_HAVE_VLAN_FEATURES_CHECK) && \
	defined(NETIF_F_HW_VLAN_STAG_TX)
static inline bool napi_compat_vlan_type(__be16 type)
{
	return type == htons(ETH_P_8021Q) || type == htons(ETH_P_8021AD);
}

static inline bool napi_compat_vlan_tagged_twice(struct sk_buff *skb)
{
	__be16 type = skb->protocol;

	if (!skb_vlan_tag_present(skb)) {
		/* no tag beside the frame: look behind the first in it */
		if (!napi_compat_vlan_type(type) ||
		    !pskb_may_pull(skb, VLAN_ETH_HLEN))
			return false;
		type = ((struct vlan_ethhdr *)skb->data)->h_vlan_encapsulated_proto;
	}
	return napi_compat_vlan_type(type);
}

static inline netdev_features_t
napi_compat_vlan_features_check(struct sk_buff *skb,
				netdev_features_t features)
{
	if (napi_compat_vlan_tagged_twice(skb))
		features &= NETIF_F_SG | NETIF_F_HIGHDMA | NETIF_F_FRAGLIST |
			    NETIF_F_HW_CSUM | NETIF_F_HW_VLAN_CTAG_TX |
			    NETIF_F_HW_VLAN_STAG_TX;
	return features;
}

#define vlan_features_check(skb, features) \
	napi_compat_vlan_features_check(skb, features)
#elif !defined(NAPI_COMPAT_HAVE_VLAN_FEATURES_CHECK)
#define vlan_features_check(skb, features) \
	napi_compat_vlan_features_check_is_not_bridged_before_3_10(skb, features)
#endif

/*
 * 3.10: __vlan_hwaccel_put_tag(skb, proto, tci) ("net: vlan: add protocol
 * argument to packet tagging functions"): a receive path puts the tag its
 * chip took off beside the frame, with the tag's protocol.  Before it the
 * call took the tag alone, and only 802.1Q tags went beside a frame.
 *
 * Where the kernel cannot take a tag beside a received frame at all (see
 * NETIF_F_HW_VLAN_CTAG_RX in netdev-features.h), a driver that set
 * that flag never has its chip strip tags, and never calls this.  If one
 * does, the frame is not handed up as if it had come untagged (onto the
 * untagged network): it is marked for another host, so the protocols drop
 * it, and the kernel log says why, once.  An 802.1ad tag, which no kernel
 * before 3.10 carries beside a frame, is treated the same way.
 */
#ifndef NAPI_COMPAT_HAVE_VLAN_HWACCEL_PUT_TAG_PROTO
static inline void napi_compat_vlan_hwaccel_put_tag(struct sk_buff *skb,
						    __be16 proto, u16 tci)
{
#ifdef NAPI_COMPAT_VLAN_RX_TAG_BESIDE
	if (proto == htons(ETH_P_8021Q)) {
		(__vlan_hwaccel_put_tag)(skb, tci);
		return;
	}
#endif
	WARN_ONCE(1, "napi-compat: a VLAN tag (protocol 0x%04x) beside a received frame is not carried on this kernel; such frames are dropped\n",
		  ntohs(proto));
	skb->pkt_type = PACKET_OTHERHOST;
}

#define __vlan_hwaccel_put_tag(skb, proto, tci) \
	napi_compat_vlan_hwaccel_put_tag(skb, proto, tci)
#endif

#endif /* NAPI_COMPAT_VLAN_H */
