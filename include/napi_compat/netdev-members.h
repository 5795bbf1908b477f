/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: Members of struct net_device and of its
 * method tables that the kernel lacks and the library cannot give: not
 * bridged, named by version.  Included by include/linux/netdevice.h, after
 * the kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_MEMBERS_H
#define NAPI_COMPAT_NETDEV_MEMBERS_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * ---- not bridged ----
 *
 * Members of struct net_device and of its methods' table that the kernel
 * lacks, with no storage the library could give them: a driver that uses
 * one fails to build, and the name in the compiler's message says so and
 * since when the kernel has it (tests/api-compile/not-bridged.list gives
 * the reasons, README the smallest change a driver makes instead).
 */
#ifndef NAPI_COMPAT_HAVE_HW_FEATURES
#define hw_features napi_compat_hw_features_is_not_bridged_before_2_6_39
#define ndo_set_features \
	napi_compat_ndo_set_features_is_not_bridged_before_2_6_39
#define NETIF_F_RXCSUM napi_compat_NETIF_F_RXCSUM_is_not_bridged_before_2_6_39
#endif
#ifndef NAPI_COMPAT_HAVE_MIN_MTU
#define min_mtu napi_compat_min_mtu_is_not_bridged_before_4_10
#define max_mtu napi_compat_max_mtu_is_not_bridged_before_4_10
#endif
#ifndef NAPI_COMPAT_HAVE_XDP_FEATURES
#define xdp_features napi_compat_xdp_features_is_not_bridged_before_6_3
#endif
#ifndef NAPI_COMPAT_HAVE_VLAN_FEATURES
#define vlan_features napi_compat_vlan_features_is_not_bridged_before_2_6_26
#endif

#endif /* NAPI_COMPAT_NETDEV_MEMBERS_H */
