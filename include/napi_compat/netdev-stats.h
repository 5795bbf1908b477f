/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: Device statistics: struct
 * rtnl_link_stats64 and the device's struct net_device_stats.  Included by
 * include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_STATS_H
#define NAPI_COMPAT_NETDEV_STATS_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 2.6.35: struct rtnl_link_stats64, what ndo_get_stats64 fills in ("net:
 * Introduce rtnl_link_stats64 and ndo_get_stats64").  Before it only the
 * unsigned long counters of struct net_device_stats existed; the same
 * fields, 64 bits wide.
 */
#ifndef NAPI_COMPAT_HAVE_RTNL_LINK_STATS64
struct rtnl_link_stats64 {
	__u64 rx_packets;
	__u64 tx_packets;
	__u64 rx_bytes;
	__u64 tx_bytes;
	__u64 rx_errors;
	__u64 tx_errors;
	__u64 rx_dropped;
	__u64 tx_dropped;
	__u64 multicast;
	__u64 collisions;
	__u64 rx_length_errors;
	__u64 rx_over_errors;
	__u64 rx_crc_errors;
	__u64 rx_frame_errors;
	__u64 rx_fifo_errors;
	__u64 rx_missed_errors;
	__u64 tx_aborted_errors;
	__u64 tx_carrier_errors;
	__u64 tx_fifo_errors;
	__u64 tx_heartbeat_errors;
	__u64 tx_window_errors;
	__u64 rx_compressed;
	__u64 tx_compressed;
};
#endif

#ifdef NAPI_COMPAT_HAVE_NET_DEVICE_STATS
#define napi_compat_dev_stats(dev) (&(dev)->stats)
#else
/* before 2.6.22: counters napi_compat.ko keeps per device */
struct net_device_stats *napi_compat_dev_stats(struct net_device *dev);
#endif

/* today's counters into the device's struct net_device_stats */
static inline struct net_device_stats *
napi_compat_stats_from64(struct net_device *dev,
			 const struct rtnl_link_stats64 *s)
{
	struct net_device_stats *st = napi_compat_dev_stats(dev);

	st->rx_packets = s->rx_packets;
	st->tx_packets = s->tx_packets;
	st->rx_bytes = s->rx_bytes;
	st->tx_bytes = s->tx_bytes;
	st->rx_errors = s->rx_errors;
	st->tx_errors = s->tx_errors;
	st->rx_dropped = s->rx_dropped;
	st->tx_dropped = s->tx_dropped;
	st->multicast = s->multicast;
	st->collisions = s->collisions;
	st->rx_length_errors = s->rx_length_errors;
	st->rx_over_errors = s->rx_over_errors;
	st->rx_crc_errors = s->rx_crc_errors;
	st->rx_frame_errors = s->rx_frame_errors;
	st->rx_fifo_errors = s->rx_fifo_errors;
	st->rx_missed_errors = s->rx_missed_errors;
	st->tx_aborted_errors = s->tx_aborted_errors;
	st->tx_carrier_errors = s->tx_carrier_errors;
	st->tx_fifo_errors = s->tx_fifo_errors;
	st->tx_heartbeat_errors = s->tx_heartbeat_errors;
	st->tx_window_errors = s->tx_window_errors;
	st->rx_compressed = s->rx_compressed;
	st->tx_compressed = s->tx_compressed;
	return st;
}

#endif /* NAPI_COMPAT_NETDEV_STATS_H */
