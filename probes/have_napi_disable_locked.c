// SPDX-License-Identifier: GPL-2.0
/*
 * 6.15: napi_disable_locked() ("net: protect NAPI enablement with
 * netdev_lock()").
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
	napi_disable_locked(napi);
}
