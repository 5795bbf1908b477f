/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/etherdevice.h>.
 */
#ifndef NAPI_COMPAT_LINUX_ETHERDEVICE_H
#define NAPI_COMPAT_LINUX_ETHERDEVICE_H

#include_next <linux/etherdevice.h>
#include <linux/string.h>
#include <compat.h>

/*
 * 5.15: eth_hw_addr_set(dev, addr) ("net: add eth_hw_addr_set()"), the
 * only way to set the address once 5.17 made dev->dev_addr const.
 */
#ifndef NAPI_COMPAT_HAVE_ETH_HW_ADDR_SET
static inline void napi_compat_eth_hw_addr_set(struct net_device *dev,
					       const u8 *addr)
{
	memcpy(dev->dev_addr, addr, ETH_ALEN);
}

#define eth_hw_addr_set(dev, addr) napi_compat_eth_hw_addr_set(dev, addr)
#endif

/*
 * 2.6.22: eth_type_trans sets skb->dev ("[ETH]: Make eth_type_trans set
 * skb->dev like the other *_type_trans"); before it every driver did.  No
 * declaration changed, so nothing can be probed: on every kernel without
 * napi_struct (2.6.23 and older) the library sets it first, which is what
 * the kernel itself does from 2.6.22 on.
 */
#ifndef NAPI_COMPAT_HAVE_NAPI_STRUCT
static inline __be16 napi_compat_eth_type_trans(struct sk_buff *skb,
						struct net_device *dev)
{
	skb->dev = dev;
	return eth_type_trans(skb, dev);
}

#define eth_type_trans(skb, dev) napi_compat_eth_type_trans(skb, dev)
#endif

#endif /* NAPI_COMPAT_LINUX_ETHERDEVICE_H */
