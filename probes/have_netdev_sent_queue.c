// SPDX-License-Identifier: GPL-2.0
/*
 * 3.3: byte queue limits ("net: Add netdev interfaces for recording
 * sends/comp"): netdev_sent_queue(), netdev_completed_queue() and
 * netdev_reset_queue() for a device's first transmit queue.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	netdev_sent_queue(dev, 60);
	netdev_completed_queue(dev, 1, 60);
	netdev_reset_queue(dev);
}
