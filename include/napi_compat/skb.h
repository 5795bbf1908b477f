/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/skbuff.h>: Socket buffers: receive buffers, checksum
 * states, transmit time stamps.  Included by include/linux/skbuff.h, after
 * the kernel's header.
 */
#ifndef NAPI_COMPAT_SKB_H
#define NAPI_COMPAT_SKB_H

#ifndef NAPI_COMPAT_LINUX_SKBUFF_H
#error "napi-compat: include <linux/skbuff.h>, not this file"
#endif

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

/*
 * 5.12: napi_build_skb(data, frag_size), build_skb() with the frame's
 * head from the NAPI cache, for a poll routine; 6.3: slab_build_skb(data)
 * for a buffer from kmalloc(), where build_skb(data, 0) said so before.
 * Both are build_skb() (3.5) on kernels without them, the same frame.
 * Macros, so that a kernel without build_skb() fails only where a driver
 * calls them, by that name.
 */
#ifndef NAPI_COMPAT_HAVE_NAPI_BUILD_SKB
#define napi_build_skb(data, frag_size) build_skb(data, frag_size)
#endif
#ifndef NAPI_COMPAT_HAVE_SLAB_BUILD_SKB
#define slab_build_skb(data) build_skb(data, 0)
#endif

/*
 * 5.11: dev_page_is_reusable(page): a receive page may be recycled when it
 * is on this CPU's memory node and not from the emergency reserves
 * (page_is_pfmemalloc(), 3.6), the test drivers each wrote before it.
 */
#ifndef NAPI_COMPAT_HAVE_DEV_PAGE_IS_REUSABLE
#define dev_page_is_reusable(page) \
({ \
	const struct page *napi_compat_page = (page); \
	likely(page_to_nid(napi_compat_page) == numa_mem_id() && \
	       !page_is_pfmemalloc(napi_compat_page)); \
})
#endif

#endif /* NAPI_COMPAT_SKB_H */
