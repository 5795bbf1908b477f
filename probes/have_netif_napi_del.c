// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.27: netif_napi_del() ("net: Add netif_napi_del() to allow for
 * removal of napi_structs").
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
	netif_napi_del(napi);
}
