/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/ethtool.h>.
 */
#ifndef NAPI_COMPAT_LINUX_ETHTOOL_H
#define NAPI_COMPAT_LINUX_ETHTOOL_H

/*
 * Where the kernel's struct ethtool_ops has methods whose signatures are
 * not today's, its table is read under another name and the name is the
 * library's table, which embeds it (napi_compat/ethtool-ops.h).  struct net_device only
 * points to the table and is declared in <linux/netdevice.h>, which reads
 * this header first: its ethtool_ops member points to the library's.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RINGPARAM_KERNEL
#define NAPI_COMPAT_ETHTOOL_EMBEDDED 1
#define ethtool_ops napi_compat_kernel_ethtool_ops
#endif
#include <linux/types.h>	/* the 2.6 headers assume it */
#include_next <linux/ethtool.h>
#ifdef NAPI_COMPAT_ETHTOOL_EMBEDDED
#undef ethtool_ops
#endif
#include <compat.h>

#include <napi_compat/ethtool-ops.h>

#endif /* NAPI_COMPAT_LINUX_ETHTOOL_H */
