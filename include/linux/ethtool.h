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
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_RINGPARAM_KERNEL) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_COALESCE_KERNEL) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) || \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_SUPPORTED_COALESCE)
#define NAPI_COMPAT_ETHTOOL_EMBEDDED 1
#define ethtool_ops napi_compat_kernel_ethtool_ops
#endif
/*
 * get_rxnfc and set_rxnfc answer, before 6.19 and 6.17, what today's
 * get_rx_ring_count and get/set_rxfh_fields answer: the designators of
 * those fill the kernel's two fields with the library's adapters.  So
 * that those designators need not name a field that is itself a macro,
 * the kernel's two fields are read under the names below.
 */
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_RXNFC) && \
	(!defined(NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT) || \
	 !defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS))
#define NAPI_COMPAT_ETHTOOL_RXNFC_ADAPTED 1
#define get_rxnfc napi_compat_kernel_get_rxnfc
#define set_rxnfc napi_compat_kernel_set_rxnfc
#endif
#include <linux/types.h>	/* the 2.6 headers assume it */
#include_next <linux/ethtool.h>
#ifdef NAPI_COMPAT_ETHTOOL_EMBEDDED
#undef ethtool_ops
#endif
#ifdef NAPI_COMPAT_ETHTOOL_RXNFC_ADAPTED
#undef get_rxnfc
#undef set_rxnfc
#endif
#include <compat.h>

#include <napi_compat/ethtool-ops.h>

#endif /* NAPI_COMPAT_LINUX_ETHTOOL_H */
