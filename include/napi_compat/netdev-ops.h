/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: Device operations: struct net_device_ops
 * with today's method signatures, its adapters, and
 * napi_compat_set_netdev_ops().  Included by include/linux/netdevice.h,
 * after the kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_OPS_H
#define NAPI_COMPAT_NETDEV_OPS_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 2.6.32: netdev_tx_t, what ndo_start_xmit returns ("net: use
 * netdev_tx_t in ndo_start_xmit").
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_TX_T
#define netdev_tx_t int
#endif

/*
 * 2.6.29: struct net_device_ops ("netdev: introduce net_device_ops").
 * Two methods have today's signatures only on new kernels:
 * ndo_tx_timeout(dev, txqueue) (5.6; before it the device alone) and
 * ndo_get_stats64 (2.6.35, void since 4.11).
 *
 * From 2.6.29, where the kernel's table lacks either, the driver's
 * "struct net_device_ops" is the library's: the kernel's table as its
 * first, anonymous member (compat.mk builds with -fplan9-extensions), then
 * today's forms of those two methods.  Their designators name both: the
 * kernel's field gets an adapter, ours the driver's method, so
 *
 *	.ndo_tx_timeout = fn,
 *
 * in the driver's initializer becomes
 *
 *	.ndo_tx_timeout = napi_compat_tx_timeout_adapter,
 *	.napi_compat_ndo_tx_timeout = fn,
 *
 * and every other method is the kernel's own field.  A pointer to the
 * library's table converts to a pointer to its first member, so
 * "dev->netdev_ops = &ops" works unchanged, and the adapters find the
 * driver's method from dev->netdev_ops, which points at the whole table.
 * The designators only work as designators: a driver that assigns
 * ops.ndo_tx_timeout at run time fails to build.
 *
 * Before 2.6.29 the methods are fields of struct net_device, which has no
 * netdev_ops: drivers call napi_compat_set_netdev_ops(dev, &ops), which
 * copies the library's table of today's methods into those fields, with
 * the same two adapters; they find the driver's table through a slot
 * private to the source file, so there a source file registers one table
 * (any number of devices may share it).  napi_compat_set_netdev_ops works
 * on every kernel.
 */
/*
 * 5.15 gave the Ethernet ioctls (SIOCGMIIPHY and friends, hardware time
 * stamping) their own method, ndo_eth_ioctl; before it they reached
 * ndo_do_ioctl, along with the device-private ones.  There the driver's
 * ndo_eth_ioctl is its ndo_do_ioctl, in the kernel's table or ours: it
 * then also sees the private commands, which such a method refuses
 * (-EOPNOTSUPP), as generic_mii_ioctl does.
 */
#if !defined(NAPI_COMPAT_HAVE_NDO_ETH_IOCTL) && \
	!defined(NAPI_COMPAT_OPS_HWTSTAMP)
#define ndo_eth_ioctl ndo_do_ioctl
#endif

#if defined(NAPI_COMPAT_HAVE_NET_DEVICE_OPS) && \
	!defined(NAPI_COMPAT_OPS_EMBEDDED)
/* the kernel's table is today's */
static inline void napi_compat_set_netdev_ops(struct net_device *dev,
					      const struct net_device_ops *ops)
{
	dev->netdev_ops = ops;
}
#elif defined(NAPI_COMPAT_OPS_EMBEDDED)
struct net_device_ops {
	struct napi_compat_kernel_net_device_ops;
	void (*napi_compat_ndo_tx_timeout)(struct net_device *dev,
					   unsigned int txqueue);
	void (*napi_compat_ndo_get_stats64)(struct net_device *dev,
					    struct rtnl_link_stats64 *stats);
#if !defined(NAPI_COMPAT_HAVE_NDO_FEATURES_CHECK) && \
	defined(NAPI_COMPAT_HAVE_NETDEV_FEATURES_T)
	netdev_tx_t (*napi_compat_ndo_start_xmit)(struct sk_buff *skb,
						  struct net_device *dev);
	netdev_features_t (*napi_compat_ndo_features_check)(struct sk_buff *skb,
							    struct net_device *dev,
							    netdev_features_t features);
#endif
#ifdef NAPI_COMPAT_OPS_HWTSTAMP
	int (*napi_compat_ndo_eth_ioctl)(struct net_device *dev,
					 struct ifreq *ifr, int cmd);
	int (*napi_compat_ndo_hwtstamp_get)(struct net_device *dev,
					    struct kernel_hwtstamp_config *cfg);
	int (*napi_compat_ndo_hwtstamp_set)(struct net_device *dev,
					    struct kernel_hwtstamp_config *cfg,
					    struct netlink_ext_ack *extack);
#endif
};

/* The whole table of a device whose methods are the library's. */
static inline const struct net_device_ops *
napi_compat_ops_of(const struct net_device *dev)
{
	/* the kernel's table is the first member of ours */
	return (const struct net_device_ops *)dev->netdev_ops;
}

#ifndef NAPI_COMPAT_HAVE_NDO_TX_TIMEOUT_TXQUEUE
static inline void napi_compat_tx_timeout_adapter(struct net_device *dev)
{
	napi_compat_ops_of(dev)->napi_compat_ndo_tx_timeout(dev, 0);
}

#define ndo_tx_timeout ndo_tx_timeout = napi_compat_tx_timeout_adapter, \
	.napi_compat_ndo_tx_timeout
#endif

#ifndef NAPI_COMPAT_HAVE_NDO_GET_STATS64_VOID
#ifdef NAPI_COMPAT_HAVE_RTNL_LINK_STATS64
/* 2.6.35 to 4.10: the kernel's method returns the structure it was given */
static inline struct rtnl_link_stats64 *
napi_compat_get_stats64_adapter(struct net_device *dev,
				struct rtnl_link_stats64 *stats)
{
	napi_compat_ops_of(dev)->napi_compat_ndo_get_stats64(dev, stats);
	return stats;
}

#define ndo_get_stats64 ndo_get_stats64 = napi_compat_get_stats64_adapter, \
	.napi_compat_ndo_get_stats64
#else
/* 2.6.29 to 2.6.34: only ndo_get_stats, into the device's counters */
static inline struct net_device_stats *
napi_compat_get_stats_adapter(struct net_device *dev)
{
	struct rtnl_link_stats64 s;

	memset(&s, 0, sizeof(s));
	napi_compat_ops_of(dev)->napi_compat_ndo_get_stats64(dev, &s);
	return napi_compat_stats_from64(dev, &s);
}

#define ndo_get_stats64 ndo_get_stats = napi_compat_get_stats_adapter, \
	.napi_compat_ndo_get_stats64
#endif
#endif

#ifndef NAPI_COMPAT_HAVE_NDO_FEATURES_CHECK
#ifdef NAPI_COMPAT_HAVE_NETDEV_FEATURES_T
#include <linux/err.h>
#include <linux/if_vlan.h>

/*
 * 3.19 (and later 3.18 stable releases): ndo_features_check(skb, dev,
 * features) ("net: Generalize ndo_gso_check to ndo_features_check"):
 * before each frame goes to the driver, the driver may take offloads away
 * from it (a segment size its chip cannot do, a frame with two VLAN
 * tags), and the core segments or checksums that frame itself.  Before it the kernel asks no one, so the
 * library does the same in front of the driver's ndo_start_xmit: the
 * designator ".ndo_start_xmit = fn" fills the kernel's field with the
 * adapter below and ours with fn, and ".ndo_features_check = fn" fills
 * only ours.  A frame the driver takes offloads from is segmented
 * (skb_gso_segment) or checksummed (skb_checksum_help) here, as the core
 * would; a segment the driver then refuses (NETDEV_TX_BUSY) cannot be
 * handed back to the core, which sent one frame, so it and the segments
 * after it are counted in tx_dropped.  From 3.3, the first kernel with
 * netdev_features_t; before it the name is not bridged.
 */
static inline netdev_tx_t
napi_compat_gso_xmit(const struct net_device_ops *ops, struct sk_buff *skb,
		     struct net_device *dev, netdev_features_t features)
{
	struct sk_buff *segs = skb_gso_segment(skb, features &
					       ~NETIF_F_GSO_MASK);
	struct sk_buff *next;

	if (!segs)	/* nothing to cut after all */
		return ops->napi_compat_ndo_start_xmit(skb, dev);
	if (IS_ERR(segs)) {
		dev->stats.tx_dropped++;
		dev_kfree_skb_any(skb);
		return NETDEV_TX_OK;
	}
	dev_consume_skb_any(skb);
	for (; segs; segs = next) {
		next = segs->next;
		segs->next = NULL;
		if (ops->napi_compat_ndo_start_xmit(segs, dev) != NETDEV_TX_OK) {
			dev->stats.tx_dropped++;
			dev_kfree_skb_any(segs);
		}
	}
	return NETDEV_TX_OK;
}

static inline netdev_tx_t
napi_compat_start_xmit_adapter(struct sk_buff *skb, struct net_device *dev)
{
	const struct net_device_ops *ops = napi_compat_ops_of(dev);
	netdev_features_t features;

	if (!ops->napi_compat_ndo_features_check)
		return ops->napi_compat_ndo_start_xmit(skb, dev);
	features = ops->napi_compat_ndo_features_check(skb, dev,
						       netif_skb_features(skb));
	if (netif_needs_gso(skb, features))
		return napi_compat_gso_xmit(ops, skb, dev, features);
	if (skb->ip_summed == CHECKSUM_PARTIAL &&
	    !can_checksum_protocol(features, vlan_get_protocol(skb)) &&
	    skb_checksum_help(skb)) {
		dev->stats.tx_dropped++;
		dev_kfree_skb_any(skb);
		return NETDEV_TX_OK;
	}
	return ops->napi_compat_ndo_start_xmit(skb, dev);
}

#define ndo_start_xmit ndo_start_xmit = napi_compat_start_xmit_adapter, \
	.napi_compat_ndo_start_xmit
#define ndo_features_check napi_compat_ndo_features_check
#else
#define ndo_features_check \
	napi_compat_ndo_features_check_is_not_bridged_before_3_3
#endif
#endif

#ifdef NAPI_COMPAT_OPS_HWTSTAMP
#include <linux/net_tstamp.h>
#include <linux/uaccess.h>

/*
 * 6.6: ndo_hwtstamp_get(dev, cfg) and ndo_hwtstamp_set(dev, cfg, extack)
 * ("net: add NDOs for configuring hardware timestamping").  From 5.15 to
 * 6.5 the core hands SIOCGHWTSTAMP and SIOCSHWTSTAMP (after checking the
 * settings, net_hwtstamp_validate) to ndo_eth_ioctl: there the kernel's
 * field is this adapter, which does what the 6.6 core does around the new
 * methods, copying the settings in from user space and, unless the
 * driver says it copied them itself, back out; every other ioctl goes to
 * the driver's ndo_eth_ioctl.  The three designators fill the kernel's
 * field, each with the adapter.  From 3.14 to 5.14 the kernel's field is
 * ndo_do_ioctl, which every ioctl for the device reaches: there a
 * driver's ndo_do_ioctl is its ndo_eth_ioctl, behind the same adapter.
 * Before 3.14 (no SIOCGHWTSTAMP) the names are not bridged.
 */
static inline int napi_compat_hwtstamp_ioctl(struct net_device *dev,
					     struct ifreq *ifr, int cmd)
{
	const struct net_device_ops *ops = napi_compat_ops_of(dev);
	struct kernel_hwtstamp_config kcfg = { .ifr = ifr };
	struct hwtstamp_config cfg;
	int err;

	if (cmd == SIOCSHWTSTAMP) {
		if (copy_from_user(&cfg, ifr->ifr_data, sizeof(cfg)))
			return -EFAULT;
		hwtstamp_config_to_kernel(&kcfg, &cfg);
		err = ops->napi_compat_ndo_hwtstamp_set(dev, &kcfg, NULL);
	} else {
		err = ops->napi_compat_ndo_hwtstamp_get(dev, &kcfg);
	}
	if (err || kcfg.copied_to_user)
		return err;
	hwtstamp_config_from_kernel(&cfg, &kcfg);
	return copy_to_user(ifr->ifr_data, &cfg, sizeof(cfg)) ? -EFAULT : 0;
}

static inline int napi_compat_eth_ioctl_adapter(struct net_device *dev,
						struct ifreq *ifr, int cmd)
{
	const struct net_device_ops *ops = napi_compat_ops_of(dev);

	if ((cmd == SIOCSHWTSTAMP && ops->napi_compat_ndo_hwtstamp_set) ||
	    (cmd == SIOCGHWTSTAMP && ops->napi_compat_ndo_hwtstamp_get))
		return napi_compat_hwtstamp_ioctl(dev, ifr, cmd);
	if (!ops->napi_compat_ndo_eth_ioctl)
		return -EOPNOTSUPP;
	return ops->napi_compat_ndo_eth_ioctl(dev, ifr, cmd);
}

#define ndo_eth_ioctl napi_compat_kernel_ndo_eth_ioctl = napi_compat_eth_ioctl_adapter, \
	.napi_compat_ndo_eth_ioctl
#define ndo_hwtstamp_get napi_compat_kernel_ndo_eth_ioctl = napi_compat_eth_ioctl_adapter, \
	.napi_compat_ndo_hwtstamp_get
#define ndo_hwtstamp_set napi_compat_kernel_ndo_eth_ioctl = napi_compat_eth_ioctl_adapter, \
	.napi_compat_ndo_hwtstamp_set
#ifndef NAPI_COMPAT_HAVE_NDO_ETH_IOCTL
#define ndo_do_ioctl ndo_eth_ioctl
#endif
#endif

static inline void napi_compat_set_netdev_ops(struct net_device *dev,
					      const struct net_device_ops *ops)
{
	dev->netdev_ops = ops;
}
#else
/* before 2.6.29: the library's table, copied into the device's fields */
struct net_device_ops {
	int (*ndo_open)(struct net_device *dev);
	int (*ndo_stop)(struct net_device *dev);
	netdev_tx_t (*ndo_start_xmit)(struct sk_buff *skb,
				      struct net_device *dev);
	struct net_device_stats *(*ndo_get_stats)(struct net_device *dev);
	void (*ndo_get_stats64)(struct net_device *dev,
				struct rtnl_link_stats64 *stats);
	void (*ndo_tx_timeout)(struct net_device *dev, unsigned int txqueue);
	int (*ndo_set_mac_address)(struct net_device *dev, void *addr);
	int (*ndo_validate_addr)(struct net_device *dev);
	int (*ndo_do_ioctl)(struct net_device *dev, struct ifreq *ifr,
			    int cmd);
	int (*ndo_change_mtu)(struct net_device *dev, int new_mtu);
	void (*ndo_set_rx_mode)(struct net_device *dev);
#ifdef CONFIG_NET_POLL_CONTROLLER
	void (*ndo_poll_controller)(struct net_device *dev);
#endif
};

#define ndo_features_check \
	napi_compat_ndo_features_check_is_not_bridged_before_3_3
/* not bridged (netdev-members.h says why): napi_compat_set_netdev_ops */
#define netdev_ops napi_compat_netdev_ops_is_not_bridged_before_2_6_29

/* The table this source file registered, for the adapters below. */
static inline const struct net_device_ops **napi_compat_ops_slot(void)
{
	static const struct net_device_ops *ops;

	return &ops;
}

static inline void napi_compat_tx_timeout(struct net_device *dev)
{
	(*napi_compat_ops_slot())->ndo_tx_timeout(dev, 0);
}

/*
 * Nothing calls a validate method yet: dev_open calls the driver's
 * ndo_validate_addr (eth_validate_addr, usually) first, as 2.6.29's
 * dev_open does, and refuses to open when it fails.
 */
static inline int napi_compat_open(struct net_device *dev)
{
	const struct net_device_ops *ops = *napi_compat_ops_slot();
	int err = ops->ndo_validate_addr(dev);

	return err ? err : ops->ndo_open(dev);
}

/* ndo_get_stats64 through the old get_stats field */
static inline struct net_device_stats *
napi_compat_get_stats(struct net_device *dev)
{
	struct rtnl_link_stats64 s;

	memset(&s, 0, sizeof(s));
	(*napi_compat_ops_slot())->ndo_get_stats64(dev, &s);
	return napi_compat_stats_from64(dev, &s);
}

static inline void napi_compat_set_netdev_ops(struct net_device *dev,
					      const struct net_device_ops *ops)
{
	*napi_compat_ops_slot() = ops;
	dev->open = ops->ndo_validate_addr ? napi_compat_open : ops->ndo_open;
	dev->stop = ops->ndo_stop;
	dev->hard_start_xmit = ops->ndo_start_xmit;
	if (ops->ndo_get_stats64)
		dev->get_stats = napi_compat_get_stats;
	else if (ops->ndo_get_stats)
		dev->get_stats = ops->ndo_get_stats;
	if (ops->ndo_tx_timeout)
		dev->tx_timeout = napi_compat_tx_timeout;
	if (ops->ndo_set_mac_address)
		dev->set_mac_address = ops->ndo_set_mac_address;
	dev->do_ioctl = ops->ndo_do_ioctl;
	if (ops->ndo_change_mtu)
		dev->change_mtu = ops->ndo_change_mtu;
	dev->set_multicast_list = ops->ndo_set_rx_mode;
#ifdef CONFIG_NET_POLL_CONTROLLER
	dev->poll_controller = ops->ndo_poll_controller;
#endif
}
#endif

/* see napi_compat_eth_ioctl_adapter: today's methods need SIOCGHWTSTAMP */
#if !defined(NAPI_COMPAT_HAVE_NDO_HWTSTAMP) && \
	!defined(NAPI_COMPAT_OPS_HWTSTAMP)
#define ndo_hwtstamp_get napi_compat_ndo_hwtstamp_get_is_not_bridged_before_3_14
#define ndo_hwtstamp_set napi_compat_ndo_hwtstamp_set_is_not_bridged_before_3_14
#endif

#endif /* NAPI_COMPAT_NETDEV_OPS_H */
