// SPDX-License-Identifier: GPL-2.0
/*
 * 6.13: netif_napi_add_config() with a per-instance persistent config
 * index ("net: napi: Add napi_config").
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
	netif_napi_add_config(dev, napi, poll, 0);
}
