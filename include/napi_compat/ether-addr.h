/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/etherdevice.h>: Ethernet addresses of a device and frame
 * types.  Included by include/linux/etherdevice.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_ETHER_ADDR_H
#define NAPI_COMPAT_ETHER_ADDR_H

#ifndef NAPI_COMPAT_LINUX_ETHERDEVICE_H
#error "napi-compat: include <linux/etherdevice.h>, not this file"
#endif

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
 * 3.14: ether_addr_copy(dst, src) ("etherdevice: Add ether_addr_copy").
 */
#ifndef NAPI_COMPAT_HAVE_ETHER_ADDR_COPY
static inline void napi_compat_ether_addr_copy(u8 *dst, const u8 *src)
{
	memcpy(dst, src, ETH_ALEN);
}

#define ether_addr_copy(dst, src) napi_compat_ether_addr_copy(dst, src)
#endif

/*
 * 3.4: eth_hw_addr_random(dev) ("net: Add function to generate random MAC
 * address and set it for the device"): a random, locally administered
 * unicast address as the device's own.  The kernels before it have
 * random_ether_addr(), which makes such an address, and no record of
 * where an address came from (addr_assign_type) to keep.
 */
#ifndef NAPI_COMPAT_HAVE_ETH_HW_ADDR_RANDOM
static inline void napi_compat_eth_hw_addr_random(struct net_device *dev)
{
	random_ether_addr(dev->dev_addr);
}

#define eth_hw_addr_random(dev) napi_compat_eth_hw_addr_random(dev)
#endif

/*
 * 2.6.29: eth_validate_addr(dev), beside ndo_validate_addr, the method
 * most drivers fill with it: the device's address must be a valid
 * unicast one to open.
 */
#ifndef NAPI_COMPAT_HAVE_ETH_VALIDATE_ADDR
#include <linux/errno.h>

static inline int napi_compat_eth_validate_addr(struct net_device *dev)
{
	return is_valid_ether_addr(dev->dev_addr) ? 0 : -EADDRNOTAVAIL;
}

#define eth_validate_addr napi_compat_eth_validate_addr
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

#endif /* NAPI_COMPAT_ETHER_ADDR_H */
