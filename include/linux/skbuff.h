/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/skbuff.h>.
 */
#ifndef NAPI_COMPAT_LINUX_SKBUFF_H
#define NAPI_COMPAT_LINUX_SKBUFF_H

#include_next <linux/skbuff.h>
#include <compat.h>

/*
 * 3.19: napi_alloc_skb(napi, length) ("net: Add napi_alloc_skb()"): a
 * receive buffer with the IP header aligned.  Before it, the same from
 * the generic allocator.
 */
#ifndef NAPI_COMPAT_HAVE_NAPI_ALLOC_SKB
static inline struct sk_buff *napi_compat_alloc_skb(unsigned int length)
{
	struct sk_buff *skb = dev_alloc_skb(length + NET_IP_ALIGN);

	if (skb)
		skb_reserve(skb, NET_IP_ALIGN);
	return skb;
}

#define napi_alloc_skb(napi, length) \
	((void)(napi), napi_compat_alloc_skb(length))
#endif

#endif /* NAPI_COMPAT_LINUX_SKBUFF_H */
