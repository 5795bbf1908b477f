// SPDX-License-Identifier: GPL-2.0
/*
 * 5.15: eth_hw_addr_set() ("net: add eth_hw_addr_set()"); 5.17 made
 * dev->dev_addr const, so drivers must use it.
 */
#include <linux/etherdevice.h>

void napi_compat_probe(struct net_device *dev, const u8 *addr);
void napi_compat_probe(struct net_device *dev, const u8 *addr)
{
	eth_hw_addr_set(dev, addr);
}
