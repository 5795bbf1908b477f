// SPDX-License-Identifier: GPL-2.0
/*
 * 6.6: ndo_hwtstamp_get and ndo_hwtstamp_set ("net: add NDOs for
 * configuring hardware timestamping"), which take SIOCGHWTSTAMP and
 * SIOCSHWTSTAMP from the core; before them those ioctls reached the
 * driver's ndo_eth_ioctl (5.15) or ndo_do_ioctl.
 * Bridged from 3.14.
 */
#include <linux/netdevice.h>
#include <linux/net_tstamp.h>

static int get(struct net_device *dev, struct kernel_hwtstamp_config *cfg)
{
	return 0;
}

static int set(struct net_device *dev, struct kernel_hwtstamp_config *cfg,
	       struct netlink_ext_ack *extack)
{
	return 0;
}

const struct net_device_ops napi_compat_probe_ops = {
	.ndo_hwtstamp_get = get,
	.ndo_hwtstamp_set = set,
};
