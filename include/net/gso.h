/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <net/gso.h>, which 6.5 split out of
 * <linux/netdevice.h> and <linux/skbuff.h> (probes/have_net_gso_h.c):
 * where the kernel has no such header, the same declarations come from
 * those two.
 */
#ifndef NAPI_COMPAT_NET_GSO_H
#define NAPI_COMPAT_NET_GSO_H

#include <compat.h>

#ifdef NAPI_COMPAT_HAVE_NET_GSO_H
#include_next <net/gso.h>
#else
#include <linux/netdevice.h>
#include <linux/skbuff.h>
#endif

#endif /* NAPI_COMPAT_NET_GSO_H */
