// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.29: napi_gro_receive() ("net: Add Generic Receive Offload
 * infrastructure").
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

int napi_compat_probe(struct napi_struct *napi, struct sk_buff *skb);
int napi_compat_probe(struct napi_struct *napi, struct sk_buff *skb)
{
	return napi_gro_receive(napi, skb);
}
