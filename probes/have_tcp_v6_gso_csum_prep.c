// SPDX-License-Identifier: GPL-2.0
/*
 * 5.7: tcp_v6_gso_csum_prep() ("net: introduce helpers for TSO/GSO
 * checksum preparation"), which clears an IPv6 TSO frame's payload length
 * and seeds its TCP checksum with the pseudo-header's, as drivers did by
 * hand before.  Bridged from 2.6.22.
 */
#include <net/ip6_checksum.h>

void napi_compat_probe(struct sk_buff *skb);
void napi_compat_probe(struct sk_buff *skb)
{
	tcp_v6_gso_csum_prep(skb);
}
