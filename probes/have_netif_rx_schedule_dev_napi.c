// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.24 to 2.6.28: netif_rx_schedule(dev, napi) and the other
 * netif_rx_* wrappers take the device and the instance ("[NET]: Make NAPI
 * polling independent of struct net_device objects.").
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

int napi_compat_probe(struct net_device *dev, struct napi_struct *napi);
int napi_compat_probe(struct net_device *dev, struct napi_struct *napi)
{
	netif_rx_complete(dev, napi);
	return netif_rx_schedule_prep(dev, napi);
}
