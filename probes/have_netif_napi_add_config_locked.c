// SPDX-License-Identifier: GPL-2.0
/*
 * 6.15: netif_napi_add_config_locked() and netif_napi_add_weight_locked(),
 * the other two ways to add an instance under the netdev instance lock.
 * Bridged from 2.6.24.
 */
#include <linux/netdevice.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

void napi_compat_probe(struct net_device *dev, struct napi_struct *napi);
void napi_compat_probe(struct net_device *dev, struct napi_struct *napi)
{
	netif_napi_add_config_locked(dev, napi, poll, 0);
	netif_napi_add_weight_locked(dev, napi, poll, 64);
}
