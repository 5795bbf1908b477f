/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/netdevice.h>: the kernel's header first,
 * then the shims of the API it lacks or spells differently, kept by
 * concern in include/napi_compat/.  Every shim tests a probe result
 * (NAPI_COMPAT_HAVE_*), never a version number; the comment on each names
 * the kernel and the upstream change it bridges.
 *
 * Where the kernel already has a name, it is left alone, except for the
 * few names whose calling convention changed (netif_napi_add's argument
 * count, napi_schedule's return value, the netif_rx_* family): those
 * become macros that pick the kernel's own function with the right
 * arguments, written as (name)(...) so the macro does not expand again.
 */
#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#define NAPI_COMPAT_LINUX_NETDEVICE_H

/*
 * Where the kernel has a struct net_device_ops whose methods are not all
 * today's (see napi_compat/netdev-ops.h), its table is read under
 * another name, and the name is the library's table, which embeds it.
 */
#include <linux/sockios.h>	/* SIOCGHWTSTAMP, tested below */
#if defined(NAPI_COMPAT_HAVE_NET_DEVICE_OPS) && \
	!defined(NAPI_COMPAT_HAVE_NDO_HWTSTAMP) && \
	defined(NAPI_COMPAT_HAVE_NDO_ETH_IOCTL)
/*
 * 5.15 to 6.5: the time stamping ioctls reach ndo_eth_ioctl, which the
 * library's adapter fills to route them to today's ndo_hwtstamp_get and
 * _set (netdev-ops.h); the kernel's field is read under another name, so
 * that the three designators that fill it need not name a macro.
 */
#define NAPI_COMPAT_OPS_HWTSTAMP 1
#define ndo_eth_ioctl napi_compat_kernel_ndo_eth_ioctl
#elif defined(NAPI_COMPAT_HAVE_NET_DEVICE_OPS) && \
	!defined(NAPI_COMPAT_HAVE_NDO_HWTSTAMP) && defined(SIOCGHWTSTAMP)
/*
 * 3.14 (SIOCGHWTSTAMP) to 5.14: the same, where those ioctls reach
 * ndo_do_ioctl, read under the same other name.
 */
#define NAPI_COMPAT_OPS_HWTSTAMP 1
#define ndo_do_ioctl napi_compat_kernel_ndo_eth_ioctl
#endif
#if defined(NAPI_COMPAT_HAVE_NET_DEVICE_OPS) && \
	!(defined(NAPI_COMPAT_HAVE_NDO_TX_TIMEOUT_TXQUEUE) && \
	  defined(NAPI_COMPAT_HAVE_NDO_GET_STATS64_VOID) && \
	  !defined(NAPI_COMPAT_OPS_HWTSTAMP))
#define NAPI_COMPAT_OPS_EMBEDDED 1
#define net_device_ops napi_compat_kernel_net_device_ops
#endif
/* ours first, whichever the kernel's reads (napi_compat/ethtool-ops.h) */
#include <linux/ethtool.h>
#include_next <linux/netdevice.h>
#ifdef NAPI_COMPAT_OPS_EMBEDDED
#undef net_device_ops
#endif
#ifdef NAPI_COMPAT_OPS_HWTSTAMP
#undef ndo_eth_ioctl
#undef ndo_do_ioctl
#endif
#include <linux/sched.h>
#include <asm/bug.h>
#include <compat.h>

/*
 * The shims, one file a concern (include/napi_compat/README maps them).
 * The order matters: a file may use what the files above it define
 * (napi.h's schedule forms call napi-threads.h's __napi_schedule, the
 * device operations free sent frames with netdev-tx.h's helpers).
 */
#include <napi_compat/netdev-printk.h>
#include <napi_compat/napi-emulation.h>
#include <napi_compat/napi-threads.h>
#include <napi_compat/netdev-lock.h>
#include <napi_compat/napi.h>
#include <napi_compat/napi-legacy.h>
#include <napi_compat/netdev-notifier.h>
#include <napi_compat/netdev-tx.h>
#include <napi_compat/netdev-features.h>
#include <napi_compat/netdev-stats.h>
#include <napi_compat/netdev-ops.h>
#include <napi_compat/ethtool-adapters.h>
#include <napi_compat/netdev-mc.h>
#include <napi_compat/netdev-members.h>

#endif /* NAPI_COMPAT_LINUX_NETDEVICE_H */
