// SPDX-License-Identifier: GPL-2.0
/*
 * 6.7: napi_schedule() returns whether it scheduled ("net: make
 * napi_schedule() return bool on NAPI successful schedule").
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
	bool done = napi_schedule(napi);

	return done;
}
