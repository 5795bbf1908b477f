// SPDX-License-Identifier: GPL-2.0
/*
 * 6.7: napi_is_scheduled() ("net: introduce napi_is_scheduled
 * helper").
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

bool napi_compat_probe(struct napi_struct *napi);
bool napi_compat_probe(struct napi_struct *napi)
{
	return napi_is_scheduled(napi);
}
