// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.29: eth_validate_addr(), the usual ndo_validate_addr.
 */
#include <linux/etherdevice.h>

int napi_compat_probe(struct net_device *dev);
int napi_compat_probe(struct net_device *dev)
{
	return eth_validate_addr(dev);
}
