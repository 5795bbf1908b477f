// SPDX-License-Identifier: GPL-2.0
/*
 * 3.19: ndo_features_check, the driver's say on the offloads of each frame
 * it is about to send.  Bridged from 3.3.
 */
#include <linux/netdevice.h>

static netdev_features_t probe_check(struct sk_buff *skb,
				     struct net_device *dev,
				     netdev_features_t features)
{
	return features;
}

const struct net_device_ops napi_compat_probe_ops;
const struct net_device_ops napi_compat_probe_ops = {
	.ndo_features_check = probe_check,
};
