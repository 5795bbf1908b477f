// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.24 to 6.0: netif_napi_add(dev, napi, poll, weight); 6.1 dropped the
 * weight argument (b48b89f9c189 "net: drop the weight argument from
 * netif_napi_add").
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

void napi_compat_probe(struct net_device *dev, struct napi_struct *napi);
void napi_compat_probe(struct net_device *dev, struct napi_struct *napi)
{
	netif_napi_add(dev, napi, poll, 16);
}
