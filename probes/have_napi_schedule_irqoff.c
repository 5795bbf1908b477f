// SPDX-License-Identifier: GPL-2.0
/*
 * 3.19: napi_schedule_irqoff() ("net: introduce
 * napi_schedule_irqoff()").
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
	napi_schedule_irqoff(napi);
}
