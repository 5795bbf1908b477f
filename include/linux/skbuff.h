/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/skbuff.h>.
 */
#ifndef NAPI_COMPAT_LINUX_SKBUFF_H
#define NAPI_COMPAT_LINUX_SKBUFF_H

#include_next <linux/skbuff.h>
#include <compat.h>

/*
 * 3.19: napi_alloc_skb(napi, length) ("net: Add napi_alloc_skb()"): a
 * receive buffer with the IP header aligned.  Before it, the same from
 * the generic allocator.
 */
#ifndef NAPI_COMPAT_HAVE_NAPI_ALLOC_SKB
static inline struct sk_buff *napi_compat_alloc_skb(unsigned int length)
{
	struct sk_buff *skb = dev_alloc_skb(length + NET_IP_ALIGN);

	if (skb)
		skb_reserve(skb, NET_IP_ALIGN);
	return skb;
}

#define napi_alloc_skb(napi, length) \
	((void)(napi), napi_compat_alloc_skb(length))
#endif

/*
 * 2.6.19: CHECKSUM_PARTIAL (a checksum the device is to fill in on
 * transmit) and CHECKSUM_COMPLETE (the device summed the whole packet on
 * receive); before them both were CHECKSUM_HW, read by direction.
 */
#ifndef CHECKSUM_PARTIAL
#define CHECKSUM_PARTIAL CHECKSUM_HW
#endif
#ifndef CHECKSUM_COMPLETE
#define CHECKSUM_COMPLETE CHECKSUM_HW
#endif

/*
 * 2.6.36: skb_tx_timestamp(skb), where a driver hands a frame to the
 * hardware: the software transmit time stamp, if the socket asked for
 * one.  The kernels before it take no software transmit stamps at all,
 * so there it does nothing, as it does on later ones for a socket that
 * did not ask.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_TX_TIMESTAMP
static inline void napi_compat_skb_tx_timestamp(struct sk_buff *skb)
{
}

#define skb_tx_timestamp(skb) napi_compat_skb_tx_timestamp(skb)
#endif

/*
 * 3.2: skb_frag_size() and skb_frag_dma_map() ("net: add APIs for
 * manipulating skb page fragments"), which hid skb_frag_t's fields.
 * Before them a fragment is a plain page, offset and size.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_SIZE
static inline unsigned int napi_compat_skb_frag_size(const skb_frag_t *frag)
{
	return frag->size;
}

#define skb_frag_size(frag) napi_compat_skb_frag_size(frag)
#endif

#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_DMA_MAP
/* 2.6.22's dma_map_page uses page_address without including it */
#include <linux/mm.h>
#include <linux/dma-mapping.h>

static inline dma_addr_t
napi_compat_skb_frag_dma_map(struct device *dev, const skb_frag_t *frag,
			     size_t offset, size_t size,
			     enum dma_data_direction dir)
{
	return dma_map_page(dev, frag->page, frag->page_offset + offset, size,
			    dir);
}

#define skb_frag_dma_map(dev, frag, offset, size, dir) \
	napi_compat_skb_frag_dma_map(dev, frag, offset, size, dir)
#endif

/*
 * 3.2: skb_frag_address(frag) (same change): the kernel address of a
 * fragment's data.  Before it, the page's address plus the offset.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_ADDRESS
#include <linux/mm.h>

static inline void *napi_compat_skb_frag_address(const skb_frag_t *frag)
{
	return page_address(frag->page) + frag->page_offset;
}

#define skb_frag_address(frag) napi_compat_skb_frag_address(frag)
#endif

/*
 * 2.6.37: skb_checksum_none_assert(skb) ("net: add
 * skb_checksum_none_assert"): a driver that leaves a received frame's
 * checksum to the stack says so, and a DEBUG build checks that the
 * frame's ip_summed is indeed CHECKSUM_NONE, as a fresh buffer's is.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_CHECKSUM_NONE_ASSERT
static inline void napi_compat_skb_checksum_none_assert(struct sk_buff *skb)
{
#ifdef DEBUG
	BUG_ON(skb->ip_summed != CHECKSUM_NONE);
#endif
}

#define skb_checksum_none_assert(skb) napi_compat_skb_checksum_none_assert(skb)
#endif

/*
 * 2.6.33: netdev_alloc_skb_ip_align(dev, length) ("net: Introduce
 * netdev_alloc_skb_ip_align()"): a receive buffer for the device with
 * NET_IP_ALIGN bytes reserved in front, so that the IP header behind the
 * 14-byte Ethernet header is aligned.  Before it, netdev_alloc_skb (from
 * 2.6.18) and the reserve.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_ALLOC_SKB_IP_ALIGN
static inline struct sk_buff *
napi_compat_netdev_alloc_skb_ip_align(struct net_device *dev,
				      unsigned int length)
{
	struct sk_buff *skb = netdev_alloc_skb(dev, length + NET_IP_ALIGN);

	if (NET_IP_ALIGN && skb)
		skb_reserve(skb, NET_IP_ALIGN);
	return skb;
}

#define netdev_alloc_skb_ip_align(dev, length) \
	napi_compat_netdev_alloc_skb_ip_align(dev, length)
#endif

#endif /* NAPI_COMPAT_LINUX_SKBUFF_H */
