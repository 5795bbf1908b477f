// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.26: dev->vlan_features ("[VLAN]: Propagate selected feature bits to
 * VLAN devices"), the offloads VLAN devices on this one may use.
 * Not bridged: there is no storage for it before it.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	dev->vlan_features |= NETIF_F_SG;
}
