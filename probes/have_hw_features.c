// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.39: the features a user may toggle ("net: Introduce new feature
 * setting ops"): dev->hw_features, the method ndo_set_features the core
 * calls when one is toggled, and with them NETIF_F_RXCSUM ("net:
 * introduce NETIF_F_RXCSUM"), receive checksumming as a feature.
 * Not bridged: there is no storage for the set before it, and nothing
 * would call the method.
 */
#include <linux/netdevice.h>

/* u32 to 3.2, netdev_features_t after: the type dev->features has */
static int set_features(struct net_device *dev,
			typeof(((struct net_device *)0)->features) features)
{
	return 0;
}

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	dev->hw_features |= NETIF_F_RXCSUM;
}

const struct net_device_ops napi_compat_probe_ops = {
	.ndo_set_features = set_features,
};
