// SPDX-License-Identifier: GPL-2.0
/*
 * 5.19: netif_set_tso_max_size() and netif_set_tso_max_segs() ("net:
 * add netif_set_tso_max_size()"), the largest TSO frame the device
 * takes, which also caps the GSO size the stack builds.  Before it the
 * device's GSO limits (gso_max_size, gso_max_segs) are that cap.
 * Bridged from 3.3.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	netif_set_tso_max_size(dev, 65536);
	netif_set_tso_max_segs(dev, 64);
}
