// SPDX-License-Identifier: GPL-2.0
/*
 * 3.x: NAPI_POLL_WEIGHT, the default weight ("net: introduce
 * NAPI_POLL_WEIGHT").
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

static int poll(struct napi_struct *napi, int budget)
{
	return 0;
}

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return NAPI_POLL_WEIGHT;
}
