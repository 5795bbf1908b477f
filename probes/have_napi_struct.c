// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.24: struct napi_struct and the budget-style poll(napi, budget)
 * ("[NET]: Make NAPI polling independent of struct net_device objects.").
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
	napi->poll = poll;
	napi_enable(napi);
}
