// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.31: struct netdev_hw_addr ("net: introduce a list of device
 * addresses dev_addr_list"), the address in ->addr.
 */
#include <linux/netdevice.h>

unsigned char *napi_compat_probe(struct netdev_hw_addr *ha);
unsigned char *napi_compat_probe(struct netdev_hw_addr *ha)
{
	return ha->addr;
}
