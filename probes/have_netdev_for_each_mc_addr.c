// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.35: netdev_for_each_mc_addr() over struct netdev_hw_addr ("net:
 * convert multicast list to list_head").  2.6.34's macro walks struct
 * dev_mc_list and fails here, as it should.
 */
#include <linux/netdevice.h>

int napi_compat_probe(struct net_device *dev);
int napi_compat_probe(struct net_device *dev)
{
	struct netdev_hw_addr *ha;
	int sum = 0;

	netdev_for_each_mc_addr(ha, dev)
		sum += ha->addr[0];
	return sum;
}
