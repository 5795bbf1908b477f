// SPDX-License-Identifier: GPL-2.0
/*
 * 4.10: napi_complete_done() returns bool; false means do not re-enable
 * interrupts ("net: napi_complete_done() return value").
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
	bool rearm = napi_complete_done(napi, 1);

	return rearm;
}
