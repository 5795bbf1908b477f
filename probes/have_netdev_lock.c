// SPDX-License-Identifier: GPL-2.0
/*
 * 6.14: netdev_lock() and netdev_unlock(), the device's instance lock
 * ("net: add netdev_lock() / netdev_unlock() helpers"), which the
 * *_locked NAPI calls of 6.15 expect held.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	netdev_lock(dev);
	netdev_unlock(dev);
}
