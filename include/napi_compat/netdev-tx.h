/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: The transmit path: freeing sent frames,
 * byte queue limits.  Included by include/linux/netdevice.h, after the
 * kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_TX_H
#define NAPI_COMPAT_NETDEV_TX_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 3.14: dev_consume_skb_irq and dev_consume_skb_any, for frames that were
 * sent rather than dropped (the drop monitor counts only the latter).
 * Before it both kinds went through dev_kfree_skb_irq and
 * dev_kfree_skb_any.
 */
#ifndef NAPI_COMPAT_HAVE_DEV_CONSUME_SKB_ANY
#define dev_consume_skb_irq(skb) dev_kfree_skb_irq(skb)
#define dev_consume_skb_any(skb) dev_kfree_skb_any(skb)
#endif

/*
 * 3.3: byte queue limits ("net: Add netdev interfaces for recording
 * sends/comp"): a driver reports the bytes it queued to the chip
 * (netdev_sent_queue), the frames and bytes the chip finished
 * (netdev_completed_queue), and a reset when the ring is emptied
 * (netdev_reset_queue), and the core limits how much waits in the ring.
 * Before it no kernel limits that, and there is nothing to report to: the
 * three do nothing, and the queue is stopped and woken by the driver
 * alone, as it always was there.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_SENT_QUEUE
static inline void napi_compat_netdev_sent_queue(struct net_device *dev,
						 unsigned int bytes)
{
}

static inline void napi_compat_netdev_completed_queue(struct net_device *dev,
						      unsigned int pkts,
						      unsigned int bytes)
{
}

static inline void napi_compat_netdev_reset_queue(struct net_device *dev)
{
}

#define netdev_sent_queue(dev, bytes) napi_compat_netdev_sent_queue(dev, bytes)
#define netdev_completed_queue(dev, pkts, bytes) \
	napi_compat_netdev_completed_queue(dev, pkts, bytes)
#define netdev_reset_queue(dev) napi_compat_netdev_reset_queue(dev)
#endif

/*
 * 5.19: netif_set_tso_max_size(dev, size) and netif_set_tso_max_segs(dev,
 * segs), the largest TSO frame the device takes, which also lowers the
 * GSO limits the stack builds frames to.  Before it those GSO limits
 * (gso_max_size, gso_max_segs from 3.3) are the device's cap: lowered,
 * never raised, as the 5.19 calls do.
 */
#ifndef NAPI_COMPAT_HAVE_NETIF_SET_TSO_MAX_SIZE
#define netif_set_tso_max_size(dev, size) do { \
	struct net_device *napi_compat_dev = (dev); \
	unsigned int napi_compat_size = (size); \
	if (napi_compat_size < napi_compat_dev->gso_max_size) \
		napi_compat_dev->gso_max_size = napi_compat_size; \
} while (0)
#define netif_set_tso_max_segs(dev, segs) do { \
	struct net_device *napi_compat_dev = (dev); \
	unsigned int napi_compat_segs = (segs); \
	if (napi_compat_segs < napi_compat_dev->gso_max_segs) \
		napi_compat_dev->gso_max_segs = napi_compat_segs; \
} while (0)
#endif

/*
 * 5.2: netdev_xmit_more(), true when the stack hands ndo_start_xmit more
 * frames right after this one, so that the driver may leave the doorbell
 * for the last.  From 3.18 to 5.1 the hint rode on the frame
 * (skb->xmit_more), which a call without the frame cannot read; before
 * 3.18 there was none.  So it says "no more": the driver rings for every
 * frame, as every driver did before 3.18 - correct, with one MMIO write a
 * frame more under bursts.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_XMIT_MORE
#define netdev_xmit_more() false
#endif

#endif /* NAPI_COMPAT_NETDEV_TX_H */
