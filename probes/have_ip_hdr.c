// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.22: ip_hdr(), the IPv4 header of an skb, in <linux/ip.h> (and
 * skb->nh gone).
 */
#include <linux/skbuff.h>
#include <linux/ip.h>

struct iphdr *napi_compat_probe(const struct sk_buff *skb);
struct iphdr *napi_compat_probe(const struct sk_buff *skb)
{
	return ip_hdr(skb);
}
