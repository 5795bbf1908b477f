// SPDX-License-Identifier: GPL-2.0
/*
 * 6.15: netif_napi_del_locked() ("net: add netdev_lock() / netdev_unlock()
 * helpers" series).
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

void napi_compat_probe(struct napi_struct *napi);
void napi_compat_probe(struct napi_struct *napi)
{
	netif_napi_del_locked(napi);
}
