// SPDX-License-Identifier: GPL-2.0
/*
 * 3.4: eth_hw_addr_random() ("net: Add function to generate random MAC
 * address and set it for the device").
 */
#include <linux/etherdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	eth_hw_addr_random(dev);
}
