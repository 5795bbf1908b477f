/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/tcp.h>: TCP header helpers of transmit paths.  Included
 * by include/linux/tcp.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_TCP_H
#define NAPI_COMPAT_TCP_H

#ifndef NAPI_COMPAT_LINUX_TCP_H
#error "napi-compat: include <linux/tcp.h>, not this file"
#endif

/*
 * 5.19: skb_tcp_all_headers(skb) and skb_inner_tcp_all_headers(skb), the
 * bytes of a TCP frame up to the end of its (inner) TCP header, which a
 * TSO path copies into each segment; drivers spelled out the sum before.
 * Macros, so that a kernel without the inner helpers (3.8) fails only
 * where a driver asks for the inner one, by the helper's name.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_TCP_ALL_HEADERS
#define skb_tcp_all_headers(skb) \
	((int)(skb_transport_offset(skb) + tcp_hdrlen(skb)))
#define skb_inner_tcp_all_headers(skb) \
	((int)(skb_inner_transport_offset(skb) + inner_tcp_hdrlen(skb)))
#endif

#endif /* NAPI_COMPAT_TCP_H */
