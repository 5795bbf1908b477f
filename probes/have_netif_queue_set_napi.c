// SPDX-License-Identifier: GPL-2.0
/*
 * 6.8: netif_queue_set_napi() links a queue to its instance ("net: Add
 * queue and napi association").
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
	netif_queue_set_napi(dev, 0, NETDEV_QUEUE_TYPE_RX, napi);
}
