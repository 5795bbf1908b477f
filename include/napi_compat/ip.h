/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/ip.h>: IPv4 headers of a packet.  Included by
 * include/linux/ip.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_IP_H
#define NAPI_COMPAT_IP_H

#ifndef NAPI_COMPAT_LINUX_IP_H
#error "napi-compat: include <linux/ip.h>, not this file"
#endif

/*
 * 2.6.22: ip_hdr(skb), the IPv4 header of a packet, when struct sk_buff
 * gave up its header unions for offsets; before it the pointer is
 * skb->nh.iph.
 */
#ifndef NAPI_COMPAT_HAVE_IP_HDR
static inline struct iphdr *napi_compat_ip_hdr(const struct sk_buff *skb)
{
	return skb->nh.iph;
}

#define ip_hdr(skb) napi_compat_ip_hdr(skb)
#endif

#endif /* NAPI_COMPAT_IP_H */
