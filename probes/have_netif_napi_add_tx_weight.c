// SPDX-License-Identifier: GPL-2.0
/*
 * 5.19: netif_napi_add_tx_weight(), the renamed netif_tx_napi_add of 4.5
 * ("net: rename netif_tx_napi_add() to netif_napi_add_tx_weight()").
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
	netif_napi_add_tx_weight(dev, napi, poll, 16);
}
