// SPDX-License-Identifier: GPL-2.0
/*
 * 5.19: skb_tcp_all_headers() and skb_inner_tcp_all_headers() ("net: add
 * skb_[inner_]tcp_all_headers helpers"), the length of a TCP frame's
 * headers up to the end of the (inner) TCP header.  Bridged from 2.6.22.
 */
#include <linux/tcp.h>

int napi_compat_probe(const struct sk_buff *skb);
int napi_compat_probe(const struct sk_buff *skb)
{
	return skb_tcp_all_headers(skb) + skb_inner_tcp_all_headers(skb);
}
