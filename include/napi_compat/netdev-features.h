/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: Device feature sets: netdev_features_t and
 * the NETIF_F_* flags that were renamed.  Included by
 * include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_FEATURES_H
#define NAPI_COMPAT_NETDEV_FEATURES_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 3.3: netdev_features_t ("net: introduce and use netdev_features_t for
 * device features sets"), the type of dev->features and of the feature
 * sets methods take and give.  Before it the set was an unsigned long
 * (u32 from 2.6.39): the type the device's own member has.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_FEATURES_T
typedef typeof(((struct net_device *)0)->features) netdev_features_t;
#endif

/*
 * 3.10: NETIF_F_HW_VLAN_CTAG_TX, _RX and _FILTER ("net: vlan: rename
 * NETIF_F_HW_VLAN_* feature flags to NETIF_F_HW_VLAN_CTAG_*"), when
 * 802.1ad (S-tag) offloads came beside them.  Macros, their own definition
 * is the test.  Inserting tags and filtering by them were the same
 * offloads under the old names.
 *
 * Taking tags off received frames was not, until 2.6.37: a tag beside a
 * received frame (__vlan_hwaccel_put_tag) had to go up through the VLAN
 * group the core handed the driver's ndo_vlan_rx_register, and the core
 * read such a frame's device as a VLAN device, whatever it was.  So where
 * that method still exists (to 3.0) or the kernel predates
 * net_device_ops, NETIF_F_HW_VLAN_CTAG_RX is 0: a driver that sets it and
 * tests it to turn the chip's tag stripping on leaves it off, and the
 * stack takes the tags off itself.  From 3.1 it is the old flag.
 */
#ifndef NETIF_F_HW_VLAN_CTAG_TX
#define NETIF_F_HW_VLAN_CTAG_TX NETIF_F_HW_VLAN_TX
#define NETIF_F_HW_VLAN_CTAG_FILTER NETIF_F_HW_VLAN_FILTER
#if defined(NAPI_COMPAT_HAVE_NET_DEVICE_OPS) && \
	!defined(NAPI_COMPAT_HAVE_NDO_VLAN_RX_REGISTER)
#define NETIF_F_HW_VLAN_CTAG_RX NETIF_F_HW_VLAN_RX
#define NAPI_COMPAT_VLAN_RX_TAG_BESIDE 1
#else
#define NETIF_F_HW_VLAN_CTAG_RX 0
#endif
#else
#define NAPI_COMPAT_VLAN_RX_TAG_BESIDE 1
#endif

#endif /* NAPI_COMPAT_NETDEV_FEATURES_H */
