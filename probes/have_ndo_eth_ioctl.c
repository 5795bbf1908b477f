// SPDX-License-Identifier: GPL-2.0
/*
 * 5.15: ndo_eth_ioctl in struct net_device_ops, for the Ethernet ioctls.
 */
#include <linux/netdevice.h>

static int eth_ioctl(struct net_device *dev, struct ifreq *ifr, int cmd)
{
	return 0;
}

const struct net_device_ops napi_compat_probe = {
	.ndo_eth_ioctl = eth_ioctl,
};
