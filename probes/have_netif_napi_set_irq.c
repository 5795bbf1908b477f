// SPDX-License-Identifier: GPL-2.0
/*
 * 6.8: netif_napi_set_irq() ("netdev-genl: spec: Extend netdev netlink
 * spec in YAML for NAPI" series, "net: Add NAPI IRQ support").
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
	netif_napi_set_irq(napi, 5);
}
