// SPDX-License-Identifier: GPL-2.0
/*
 * 3.19: napi_alloc_skb() ("net: Add napi_alloc_skb()").
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

struct sk_buff *napi_compat_probe(struct napi_struct *napi);
struct sk_buff *napi_compat_probe(struct napi_struct *napi)
{
	return napi_alloc_skb(napi, 128);
}
