/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: The 2.6.24 names netif_rx_schedule(dev,
 * napi) and kin, and 2.6.29's one-argument forms, on every kernel.
 * Included by include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NAPI_LEGACY_H
#define NAPI_COMPAT_NAPI_LEGACY_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

static inline int napi_compat_reschedule(struct napi_struct *napi)
{
	if (napi_schedule_prep(napi)) {
		__napi_schedule(napi);
		return 1;
	}
	return 0;
}

#define napi_compat_is_napi(p) \
	__builtin_types_compatible_p(typeof(p), struct napi_struct *)

#if defined(NAPI_COMPAT_OWN_THREADS)
/*
 * 2.6.24 to 4.9: the kernel's napi_reschedule and, to 2.6.29, its
 * netif_rx_* forms call its own __napi_schedule: these call ours.
 */
#define napi_reschedule(napi) napi_compat_reschedule(napi)
#endif

#if defined(NAPI_COMPAT_HAVE_NETIF_RX_SCHEDULE_DEV_NAPI)
/*
 * 2.6.24 to 2.6.28: the (dev, napi) forms are the kernel's own (those
 * that schedule built on our __napi_schedule, for the library's threads).
 */
#define napi_compat_rx_prep_2(dev, napi)	((netif_rx_schedule_prep)(dev, napi))
#define napi_compat_rx___schedule_2(dev, napi)	((void)(dev), __napi_schedule(napi))
#define napi_compat_rx_schedule_2(dev, napi) \
	((void)(napi_compat_rx_prep_2(dev, napi) && \
		(napi_compat_rx___schedule_2(dev, napi), 1)))
#define napi_compat_rx_complete_2(dev, napi)	((netif_rx_complete)(dev, napi))
#define napi_compat_rx___complete_2(dev, napi)	((__netif_rx_complete)(dev, napi))
#define napi_compat_rx_reschedule_2(dev, napi)	((void)(dev), napi_compat_reschedule(napi))
#else
#define napi_compat_rx_schedule_2(dev, napi)	((void)(dev), napi_schedule(napi))
#define napi_compat_rx_prep_2(dev, napi) \
	(netif_running(dev) && napi_schedule_prep(napi))
#define napi_compat_rx___schedule_2(dev, napi)	((void)(dev), __napi_schedule(napi))
#define napi_compat_rx_complete_2(dev, napi)	((void)(dev), napi_complete(napi))
#define napi_compat_rx___complete_2(dev, napi)	((void)(dev), napi_complete(napi))
#if defined(NAPI_COMPAT_EMULATED)
/* 2.6.23 and older: netif_rx_reschedule(dev, undo) is the kernel's own. */
#define napi_compat_rx_reschedule_2(dev, x) \
	__builtin_choose_expr(napi_compat_is_napi(x), \
		napi_compat_reschedule((struct napi_struct *)(x)), \
		(netif_rx_reschedule)(dev, (long)(x)))
#else
#define napi_compat_rx_reschedule_2(dev, napi) \
	((void)(dev), napi_compat_reschedule(napi))
#endif
#endif

#if defined(NAPI_COMPAT_HAVE_NETIF_RX_SCHEDULE_NAPI)
/* 2.6.29: the (napi) forms are the kernel's own (those that schedule, ours). */
#define napi_compat_rx_schedule_1(napi)		napi_schedule(napi)
#define napi_compat_rx_prep_1(napi)		((netif_rx_schedule_prep)(napi))
#define napi_compat_rx___schedule_1(napi)	__napi_schedule(napi)
#define napi_compat_rx_complete_1(napi)		((netif_rx_complete)(napi))
#define napi_compat_rx___complete_1(napi)	((__netif_rx_complete)(napi))
#define napi_compat_rx_reschedule_1(napi)	napi_compat_reschedule(napi)
#elif defined(NAPI_COMPAT_EMULATED)
/*
 * 2.6.23 and older: one argument is either the 2.6.29 (napi) form or the
 * kernel's own (dev) form; the argument's type decides.
 */
#define napi_compat_rx_1(napi_expr, dev_fn, x) \
	__builtin_choose_expr(napi_compat_is_napi(x), napi_expr, \
			      (dev_fn)((struct net_device *)(x)))
#define napi_compat_rx_schedule_1(x) \
	napi_compat_rx_1(napi_schedule((struct napi_struct *)(x)), \
			 netif_rx_schedule, x)
#define napi_compat_rx_prep_1(x) \
	napi_compat_rx_1(napi_schedule_prep((struct napi_struct *)(x)), \
			 netif_rx_schedule_prep, x)
#define napi_compat_rx___schedule_1(x) \
	napi_compat_rx_1(__napi_schedule((struct napi_struct *)(x)), \
			 __netif_rx_schedule, x)
#define napi_compat_rx_complete_1(x) \
	napi_compat_rx_1(napi_complete((struct napi_struct *)(x)), \
			 netif_rx_complete, x)
#define napi_compat_rx___complete_1(x) \
	napi_compat_rx_1(napi_complete((struct napi_struct *)(x)), \
			 __netif_rx_complete, x)
#define napi_compat_rx_reschedule_1(napi)	napi_compat_reschedule(napi)
#else
#define napi_compat_rx_schedule_1(napi)		napi_schedule(napi)
#define napi_compat_rx_prep_1(napi)		napi_schedule_prep(napi)
#define napi_compat_rx___schedule_1(napi)	__napi_schedule(napi)
#define napi_compat_rx_complete_1(napi)		napi_complete(napi)
#define napi_compat_rx___complete_1(napi)	napi_complete(napi)
#define napi_compat_rx_reschedule_1(napi)	napi_compat_reschedule(napi)
#endif

#define netif_rx_schedule(...) \
	NAPI_COMPAT_PICK(napi_compat_rx_schedule_, __VA_ARGS__)(__VA_ARGS__)
#define netif_rx_schedule_prep(...) \
	NAPI_COMPAT_PICK(napi_compat_rx_prep_, __VA_ARGS__)(__VA_ARGS__)
#define __netif_rx_schedule(...) \
	NAPI_COMPAT_PICK(napi_compat_rx___schedule_, __VA_ARGS__)(__VA_ARGS__)
#define netif_rx_complete(...) \
	NAPI_COMPAT_PICK(napi_compat_rx_complete_, __VA_ARGS__)(__VA_ARGS__)
#define __netif_rx_complete(...) \
	NAPI_COMPAT_PICK(napi_compat_rx___complete_, __VA_ARGS__)(__VA_ARGS__)
#define netif_rx_reschedule(...) \
	NAPI_COMPAT_PICK(napi_compat_rx_reschedule_, __VA_ARGS__)(__VA_ARGS__)

#endif /* NAPI_COMPAT_NAPI_LEGACY_H */
