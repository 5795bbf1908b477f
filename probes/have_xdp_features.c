// SPDX-License-Identifier: GPL-2.0
/*
 * 6.3: dev->xdp_features and the NETDEV_XDP_ACT_* flags ("netdev:
 * introduce xdp_features"), the XDP actions a driver tells the core it
 * handles.  Not bridged: there is no storage for them before it, and the
 * core then finds XDP support from ndo_bpf alone.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	dev->xdp_features = NETDEV_XDP_ACT_BASIC;
}
