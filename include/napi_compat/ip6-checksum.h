/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <net/ip6_checksum.h>: checksum preparation of IPv6 transmit
 * paths.  Included by include/net/ip6_checksum.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_IP6_CHECKSUM_H
#define NAPI_COMPAT_IP6_CHECKSUM_H

#ifndef NAPI_COMPAT_NET_IP6_CHECKSUM_H
#error "napi-compat: include <net/ip6_checksum.h>, not this file"
#endif

/*
 * 5.7: tcp_v6_gso_csum_prep(skb): before a TSO frame over IPv6 goes to
 * the NIC, its payload length is zeroed and its TCP checksum seeded with
 * the pseudo-header's sum of a zero length (the NIC fills in each
 * segment's).  A macro, so that a kernel without ipv6_hdr() and tcp_hdr()
 * (2.6.21 and older) fails only in a driver that asks, by their names.
 */
#ifndef NAPI_COMPAT_HAVE_TCP_V6_GSO_CSUM_PREP
#define tcp_v6_gso_csum_prep(skb) do {					\
	struct sk_buff *napi_compat_skb_ = (skb);			\
	struct ipv6hdr *napi_compat_ip6_ = ipv6_hdr(napi_compat_skb_);	\
									\
	napi_compat_ip6_->payload_len = 0;				\
	tcp_hdr(napi_compat_skb_)->check =				\
		~csum_ipv6_magic(&napi_compat_ip6_->saddr,		\
				 &napi_compat_ip6_->daddr, 0,		\
				 IPPROTO_TCP, 0);			\
} while (0)
#endif

#endif /* NAPI_COMPAT_IP6_CHECKSUM_H */
