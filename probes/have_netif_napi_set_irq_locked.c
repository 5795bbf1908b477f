// SPDX-License-Identifier: GPL-2.0
/*
 * 6.15: netif_napi_set_irq_locked(), netif_napi_set_irq() for a driver
 * that holds the netdev instance lock.
 * Bridged from 2.6.24.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct napi_struct *napi);
void napi_compat_probe(struct napi_struct *napi)
{
	netif_napi_set_irq_locked(napi, 1);
}
