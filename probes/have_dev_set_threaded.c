// SPDX-License-Identifier: GPL-2.0
/*
 * 5.12: threaded NAPI ("net: implement threaded-able napi poll loop
 * support"), and dev_set_threaded(dev, on) exported for drivers ("net:
 * export dev_set_threaded symbol").  6.17 makes its second argument an
 * enum whose 1 is "enabled".  Not bridged: the library only asks, to
 * choose what its netif_threaded_enable does.
 */
#include <linux/netdevice.h>

int napi_compat_probe(struct net_device *dev);
int napi_compat_probe(struct net_device *dev)
{
	return dev_set_threaded(dev, 1);
}
