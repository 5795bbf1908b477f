// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.29: the netif_rx_* wrappers lose the device argument
 * ("netdev: remove dev argument from netif_rx_schedule and friends");
 * 2.6.30 removes them.
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

int napi_compat_probe(struct napi_struct *napi);
int napi_compat_probe(struct napi_struct *napi)
{
	netif_rx_complete(napi);
	return netif_rx_schedule_prep(napi);
}
