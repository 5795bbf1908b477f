/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/netdevice.h>: the kernel's header first,
 * then the NAPI API it lacks or spells differently.  Every shim tests a
 * probe result (NAPI_COMPAT_HAVE_*), never a version number; the comment
 * on each names the kernel and the upstream change it bridges.
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
 * today's (see "device operations" below), its table is read under
 * another name, and the name is the library's table, which embeds it.
 */
#if defined(NAPI_COMPAT_HAVE_NET_DEVICE_OPS) && \
	!(defined(NAPI_COMPAT_HAVE_NDO_TX_TIMEOUT_TXQUEUE) && \
	  defined(NAPI_COMPAT_HAVE_NDO_GET_STATS64_VOID))
#define NAPI_COMPAT_OPS_EMBEDDED 1
#define net_device_ops napi_compat_kernel_net_device_ops
#endif
/* ours first, whichever the kernel's reads: its adapters are below */
#include <linux/ethtool.h>
#include_next <linux/netdevice.h>
#ifdef NAPI_COMPAT_OPS_EMBEDDED
#undef net_device_ops
#endif
#include <linux/sched.h>
#include <asm/bug.h>
#include <compat.h>

/* 3.x: NAPI_POLL_WEIGHT, the default weight drivers are told to use. */
#ifndef NAPI_COMPAT_HAVE_NAPI_POLL_WEIGHT
#define NAPI_POLL_WEIGHT 64
#endif

#ifndef NAPI_COMPAT_HAVE_NAPI_STRUCT
/*
 * 2.6.23 and older: no napi_struct at all.  The library emulates it on top
 * of dev->poll and dev->quota (compat/napi_old.c).
 */
#include <napi_compat/emul.h>
#define NAPI_COMPAT_EMULATED 1
#endif

#if !defined(NAPI_COMPAT_EMULATED) && \
	!defined(NAPI_COMPAT_HAVE_NAPIF_STATE_NPSVC)
/*
 * 2.6.24 to 4.9: the kernel's own napi_struct, and no NAPI threads.  An
 * instance of a device that asks for them (netif_threaded_enable) is
 * polled by a thread of the library's (compat/napi_threads.c): every
 * schedule below wakes it.  Two bits of napi->state above the kernel's
 * own say so (the kernel changes only its own bits, one at a time, there).
 */
#define NAPI_COMPAT_OWN_THREADS 1
#define NAPI_COMPAT_STATE_THREADED	(BITS_PER_LONG - 1)
#define NAPI_COMPAT_STATE_KICK		(BITS_PER_LONG - 2)

void napi_compat_own_note(struct net_device *dev, struct napi_struct *napi);
void napi_compat_own_forget(struct napi_struct *napi);
void napi_compat_own_threaded_enable(struct net_device *dev);
void napi_compat_own_kick(struct napi_struct *napi);
struct task_struct *napi_compat_own_thread_of(struct napi_struct *napi);

/* __napi_schedule, once the caller owns NAPI_STATE_SCHED. */
static inline void napi_compat_own_schedule(struct napi_struct *napi)
{
	if (test_bit(NAPI_COMPAT_STATE_THREADED, &napi->state))
		napi_compat_own_kick(napi);
	else
		(__napi_schedule)(napi);
}

#define __napi_schedule(napi) napi_compat_own_schedule(napi)
#endif

/*
 * 3.11: a netdevice notifier's pointer is a struct netdev_notifier_info,
 * and netdev_notifier_info_to_dev gives the device; before, the pointer
 * is the device.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_NOTIFIER_INFO_TO_DEV
static inline struct net_device *napi_compat_notifier_info_to_dev(void *ptr)
{
	return ptr;
}

#define netdev_notifier_info_to_dev(ptr) napi_compat_notifier_info_to_dev(ptr)
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

/*
 * 2.6.27: WARN_ONCE(condition, format...) ("Add WARN_ONCE()"): the first
 * time the condition holds, a warning with the caller's place, the message
 * and a stack trace; its value is the condition.  A macro, its own
 * definition (in <asm/bug.h> on every kernel) is the test.
 */
#ifndef WARN_ONCE
#define WARN_ONCE(condition, format...) ({				\
	static int napi_compat_warned;					\
	int napi_compat_warn = !!(condition);				\
									\
	if (unlikely(napi_compat_warn && !napi_compat_warned)) {	\
		napi_compat_warned = 1;					\
		pr_warn("WARNING: at %s:%d %s()\n",			\
			__FILE__, __LINE__, __func__);			\
		pr_warn(format);					\
		dump_stack();						\
	}								\
	unlikely(napi_compat_warn);					\
})
#endif

/*
 * 4.15: netdev_WARN_ONCE(dev, format, ...), a WARN_ONCE naming the
 * device.  A macro, its own definition is the test.
 */
#ifndef netdev_WARN_ONCE
#define netdev_WARN_ONCE(dev, format, args...) \
	WARN_ONCE(1, "netdevice: %s: " format, (dev)->name, ##args)
#endif

/* ---- registration ---- */

/*
 * netif_napi_add(dev, napi, poll, weight) until 6.0, (dev, napi, poll)
 * since 6.1 (b48b89f9c189 "net: drop the weight argument from
 * netif_napi_add").  Both forms work everywhere: the macro counts the
 * arguments.
 */
#if defined(NAPI_COMPAT_EMULATED)
#define napi_compat_napi_add_4(dev, napi, poll, weight) \
	napi_compat_add(dev, napi, poll, weight)
#elif defined(NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_3)
#define napi_compat_napi_add_4(dev, napi, poll, weight) \
	netif_napi_add_weight(dev, napi, poll, weight)
#elif defined(NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_4) && \
	defined(NAPI_COMPAT_OWN_THREADS)
/* the library notes each instance, in case its device asks for a thread */
#define napi_compat_napi_add_4(dev, napi, poll, weight) \
	((netif_napi_add)(dev, napi, poll, weight), \
	 napi_compat_own_note(dev, napi))
#elif defined(NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_4)
#define napi_compat_napi_add_4(dev, napi, poll, weight) \
	((netif_napi_add)(dev, napi, poll, weight))
#else
#error "napi-compat: netif_napi_add: no known variant (3 or 4 arguments) matches this kernel"
#endif

#ifdef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_3
#define napi_compat_napi_add_3(dev, napi, poll) \
	((netif_napi_add)(dev, napi, poll))
#else
#define napi_compat_napi_add_3(dev, napi, poll) \
	napi_compat_napi_add_4(dev, napi, poll, NAPI_POLL_WEIGHT)
#endif

#define netif_napi_add(...) \
	NAPI_COMPAT_PICK(napi_compat_napi_add_, __VA_ARGS__)(__VA_ARGS__)

/* 5.19: netif_napi_add_weight, netif_napi_add_tx, netif_napi_add_tx_weight. */
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_WEIGHT
#define netif_napi_add_weight(dev, napi, poll, weight) \
	napi_compat_napi_add_4(dev, napi, poll, weight)
#endif
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_TX_WEIGHT
#define netif_napi_add_tx_weight(dev, napi, poll, weight) \
	napi_compat_napi_add_4(dev, napi, poll, weight)
#endif
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_TX
#define netif_napi_add_tx(dev, napi, poll) \
	netif_napi_add_tx_weight(dev, napi, poll, NAPI_POLL_WEIGHT)
#endif

/*
 * 6.13: netif_napi_add_config(dev, napi, poll, index) keeps per-instance
 * settings across resets ("net: napi: Add napi_config"); before it there
 * is nothing to keep, so the index is only checked for type.
 */
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_CONFIG
#define netif_napi_add_config(dev, napi, poll, index) \
	((void)sizeof(index), napi_compat_napi_add_3(dev, napi, poll))
#endif

/*
 * 2.6.27: netif_napi_del.  On 2.6.24 to 2.6.26 the only thing to undo is
 * the device's instance list, which exists with CONFIG_NETPOLL.
 */
#if !defined(NAPI_COMPAT_HAVE_NETIF_NAPI_DEL) && !defined(NAPI_COMPAT_EMULATED)
static inline void napi_compat_napi_del(struct napi_struct *napi)
{
#ifdef CONFIG_NETPOLL
	list_del(&napi->dev_list);
#endif
}
#elif !defined(NAPI_COMPAT_EMULATED)
#define napi_compat_napi_del(napi) ((netif_napi_del)(napi))
#endif
#if defined(NAPI_COMPAT_OWN_THREADS)
#define netif_napi_del(napi) \
	(napi_compat_own_forget(napi), napi_compat_napi_del(napi))
#elif !defined(NAPI_COMPAT_HAVE_NETIF_NAPI_DEL) && \
	!defined(NAPI_COMPAT_EMULATED)
#define netif_napi_del(napi) napi_compat_napi_del(napi)
#endif

/*
 * 6.15: the _locked variants for drivers that hold the netdev instance
 * lock ("net: protect NAPI enablement with netdev_lock()").  Before the
 * lock existed the plain calls are the same thing.
 */
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_LOCKED
#define netif_napi_add_locked(dev, napi, poll) \
	napi_compat_napi_add_3(dev, napi, poll)
#endif
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_DEL_LOCKED
#define netif_napi_del_locked(napi) netif_napi_del(napi)
#endif
#ifndef NAPI_COMPAT_HAVE_NAPI_ENABLE_LOCKED
#define napi_enable_locked(napi) napi_enable(napi)
#endif
#ifndef NAPI_COMPAT_HAVE_NAPI_DISABLE_LOCKED
#define napi_disable_locked(napi) napi_disable(napi)
#endif

/*
 * 6.8: netif_napi_set_irq and netif_queue_set_napi only tell netlink
 * which interrupt and queues an instance serves; kernels without them
 * have nobody to tell.  The queue type is not evaluated, so the enum it
 * comes from need not exist.
 */
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_SET_IRQ
#define netif_napi_set_irq(napi, irq) ((void)(napi), (void)(irq))
#endif
#ifndef NAPI_COMPAT_HAVE_NETIF_QUEUE_SET_NAPI
#define netif_queue_set_napi(dev, queue_index, type, napi) \
	((void)(dev), (void)(queue_index), (void)(napi))
#endif

/* ---- state ---- */

/* 2.6.24 (SMP) / 2.6.25: napi_synchronize, waiting out a running poll. */
#if !defined(NAPI_COMPAT_HAVE_NAPI_SYNCHRONIZE) && !defined(NAPI_COMPAT_EMULATED)
static inline void napi_synchronize(const struct napi_struct *napi)
{
	while (test_bit(NAPI_STATE_SCHED, &napi->state))
		schedule_timeout_uninterruptible(1);
}
#endif

/* 6.7: napi_is_scheduled ("net: introduce napi_is_scheduled helper"). */
#ifndef NAPI_COMPAT_HAVE_NAPI_IS_SCHEDULED
static inline bool napi_is_scheduled(struct napi_struct *napi)
{
	return test_bit(NAPI_STATE_SCHED, &napi->state);
}
#endif


/*
 * napi_enable on the kernels whose inline napi_enable clears SCHED and then
 * NPSVC with two separate bit operations (4.x to 5.14; fixed by
 * 3765996e4f0b "napi: fix race inside napi_enable", which made it one
 * cmpxchg).  An interrupt on another CPU that lands between the two
 * schedules the instance, its poll runs, and napi_complete_done() refuses
 * to complete because NPSVC is still set: the instance stays scheduled on
 * no poll list, and the driver's next napi_disable() sleeps for ever.
 * Seen here as a hung selftest on 4.19 on a loaded host.  The library's
 * napi_enable clears both bits in one step; every other bit is kept.
 */
#if !defined(NAPI_COMPAT_EMULATED) && \
	!defined(NAPI_COMPAT_HAVE_NAPI_ENABLE_OUT_OF_LINE) && \
	defined(NAPI_COMPAT_HAVE_NAPIF_STATE_NPSVC)
static inline void napi_compat_enable_npsvc(struct napi_struct *napi)
{
	unsigned long old, new;

	do {
		old = READ_ONCE(napi->state);
		/*
		 * Enabling an instance that is not disabled: leave it be.
		 * (No WARN: its __FILE__ would put this header's path into
		 * the module, and DKMS builds would differ from the rest.)
		 */
		if (!(old & NAPIF_STATE_SCHED)) {
			pr_err_once("napi-compat: napi_enable of an enabled instance\n");
			return;
		}
		new = old & ~(NAPIF_STATE_SCHED | NAPIF_STATE_NPSVC);
	} while (cmpxchg(&napi->state, old, new) != old);
}
#define napi_enable(napi) napi_compat_enable_npsvc(napi)
#define NAPI_COMPAT_ENABLE_NPSVC 1
#endif
/* ---- scheduling ---- */

/*
 * 6.7: napi_schedule returns whether it scheduled the instance ("net:
 * make napi_schedule() return bool on NAPI successful schedule").
 */
#ifndef NAPI_COMPAT_HAVE_NAPI_SCHEDULE_BOOL
static inline bool napi_compat_schedule(struct napi_struct *napi)
{
	if (napi_schedule_prep(napi)) {
		__napi_schedule(napi);
		return true;
	}
	return false;
}

#undef napi_schedule
#define napi_schedule(napi) napi_compat_schedule(napi)
#endif

/* 3.19: napi_schedule_irqoff ("net: introduce napi_schedule_irqoff()"). */
#ifndef NAPI_COMPAT_HAVE_NAPI_SCHEDULE_IRQOFF
#define napi_schedule_irqoff(napi) napi_schedule(napi)
#endif

/*
 * 6.17: netif_threaded_enable(dev), before register_netdev: the device's
 * NAPI instances are polled by kernel threads of their own, which the
 * scheduler shares out like any task, not in softirq context.  Since 6.5
 * softirq work no longer waits for ksoftirqd once that thread runs, so a
 * flood polled in softirq context can starve the application that reads
 * the frames (receive livelock); a NAPI thread cannot.
 *
 * 5.12 to 6.16: dev_set_threaded(dev, true), which fails only when a
 * thread cannot be created (mainline warns then; we say so in the log by
 * the device's name, not by a WARN, whose file name would make a DKMS
 * build's object differ from any other build's).  Before 5.12 there are
 * no NAPI threads.  From 4.10 to 5.11 the call does nothing but say so
 * once in the log: there (4.9 to 6.4) softirq work that runs long is
 * already handed to ksoftirqd, a thread scheduled like any task.  Before
 * 4.10 the library starts threads of its own: on 2.6.24 to 4.9 each
 * instance's thread does all its polls (compat/napi_threads.c); on 2.6.23
 * and older the emulation's thread takes over an instance's polls under
 * load (compat/napi_old.c).
 */
#if defined(NAPI_COMPAT_OWN_THREADS)
#define netif_threaded_enable(dev) napi_compat_own_threaded_enable(dev)
#elif !defined(NAPI_COMPAT_HAVE_NETIF_THREADED_ENABLE) && \
	!defined(NAPI_COMPAT_EMULATED)
static inline void napi_compat_threaded_enable(struct net_device *dev)
{
#ifdef NAPI_COMPAT_HAVE_DEV_SET_THREADED
	if (dev_set_threaded(dev, true))
		netdev_warn(dev, "no NAPI thread could be started: polls stay in softirq context\n");
#else
	pr_info_once("napi_compat: no threaded NAPI before Linux 5.12: polls stay in softirq context\n");
#endif
}

#define netif_threaded_enable(dev) napi_compat_threaded_enable(dev)
#endif

/*
 * 3.19: napi_complete_done(napi, work_done); 4.10: it returns false when
 * the driver must not re-enable interrupts yet.  Older kernels always
 * complete, so the answer there is true.
 */
#if !defined(NAPI_COMPAT_HAVE_NAPI_COMPLETE_DONE) && !defined(NAPI_COMPAT_EMULATED)
static inline bool napi_compat_complete_done(struct napi_struct *napi,
					     int work_done)
{
	napi_complete(napi);
	return true;
}

#define napi_complete_done(napi, work_done) \
	napi_compat_complete_done(napi, work_done)
#elif defined(NAPI_COMPAT_HAVE_NAPI_COMPLETE_DONE) && \
	!defined(NAPI_COMPAT_HAVE_NAPI_COMPLETE_DONE_BOOL)
static inline bool napi_compat_complete_done(struct napi_struct *napi,
					     int work_done)
{
	(napi_complete_done)(napi, work_done);
	return true;
}

#define napi_complete_done(napi, work_done) \
	napi_compat_complete_done(napi, work_done)
#endif

/* ---- the 2.6.24 names: netif_rx_*(dev, napi) and 2.6.29's (napi) ---- */

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

/* ---- device operations ---- */

/*
 * 2.6.32: netdev_tx_t, what ndo_start_xmit returns ("net: use
 * netdev_tx_t in ndo_start_xmit").
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_TX_T
#define netdev_tx_t int
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
#ifndef NAPI_COMPAT_HAVE_NDO_ETH_IOCTL
#define ndo_eth_ioctl ndo_do_ioctl
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
/* not bridged (see the end of this file): napi_compat_set_netdev_ops */
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

#ifdef NAPI_COMPAT_ETHTOOL_EMBEDDED
/* The adapters for the library's struct ethtool_ops (<linux/ethtool.h>). */
static inline const struct ethtool_ops *
napi_compat_ethtool_of(const struct net_device *dev)
{
	return (const struct ethtool_ops *)dev->ethtool_ops;
}

static inline void
napi_compat_get_ringparam_adapter(struct net_device *dev,
				  struct ethtool_ringparam *ring)
{
	struct kernel_ethtool_ringparam kring = { 0 };

	napi_compat_ethtool_of(dev)->napi_compat_get_ringparam(dev, ring,
							       &kring, NULL);
}

static inline int
napi_compat_set_ringparam_adapter(struct net_device *dev,
				  struct ethtool_ringparam *ring)
{
	struct kernel_ethtool_ringparam kring = { 0 };

	return napi_compat_ethtool_of(dev)->napi_compat_set_ringparam(dev, ring,
								      &kring,
								      NULL);
}

#ifndef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
/* before 4.6: the old method's argument is not const */
static inline int napi_compat_set_settings_adapter(struct net_device *dev,
						   struct ethtool_cmd *cmd)
{
	return napi_compat_ethtool_of(dev)->napi_compat_set_link_ksettings(dev,
									   cmd);
}
#endif
#endif

/* ---- transmit ---- */

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

/* ---- receive ---- */

/* 2.6.29: napi_gro_receive; without GRO the packet goes straight up. */
#ifndef NAPI_COMPAT_HAVE_NAPI_GRO_RECEIVE
static inline int napi_compat_gro_receive(struct napi_struct *napi,
					  struct sk_buff *skb)
{
	return netif_receive_skb(skb);
}

#define napi_gro_receive(napi, skb) napi_compat_gro_receive(napi, skb)
#endif

/* ---- logging and addresses ---- */

/*
 * 2.6.34: netdev_printk and netdev_err/warn/info/dbg ("netdevice.h: Add
 * netdev_printk helpers like dev_printk").  Before it, the pr_* helpers
 * (see our <linux/kernel.h>) with the interface name as the prefix.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_PRINTK
#include <linux/kernel.h>

#define netdev_err(dev, fmt, ...) \
	pr_err("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_warn(dev, fmt, ...) \
	pr_warn("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_notice(dev, fmt, ...) \
	pr_notice("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_info(dev, fmt, ...) \
	pr_info("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_dbg(dev, fmt, ...) \
	pr_debug("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#endif

/*
 * 2.6.34: netif_err/warn/notice/info/dbg(priv, type, dev, fmt, ...)
 * ("netdevice.h: Add netif_printk helpers"): netdev_err and friends, only
 * when the driver's message level (priv->msg_enable, read by
 * netif_msg_TYPE(priv), which every kernel has) enables TYPE.  Macros,
 * their own definition is the test.
 */
#ifndef netif_dbg
#define napi_compat_netif_printk(print, priv, type, dev, fmt, ...)	\
	do {								\
		if (netif_msg_##type(priv))				\
			print(dev, fmt, ##__VA_ARGS__);			\
	} while (0)
#define netif_err(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_err, priv, type, dev, fmt, ##__VA_ARGS__)
#define netif_warn(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_warn, priv, type, dev, fmt, ##__VA_ARGS__)
#define netif_notice(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_notice, priv, type, dev, fmt, \
				 ##__VA_ARGS__)
#define netif_info(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_info, priv, type, dev, fmt, ##__VA_ARGS__)
#define netif_dbg(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_dbg, priv, type, dev, fmt, ##__VA_ARGS__)
#endif

/*
 * 2.6.34: netdev_mc_count ("net: introduce helper macros for
 * netdev_mc_count"); before it the count was dev->mc_count.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_MC_COUNT
#define netdev_mc_count(dev) ((dev)->mc_count)
#endif

/*
 * 2.6.35: netdev_for_each_mc_addr(ha, dev) walking the device's multicast
 * addresses as struct netdev_hw_addr, the address in ha->addr ("net:
 * convert multicast list to list_head"; 2.6.34 had the macro over the old
 * struct dev_mc_list, 2.6.31 the struct for other lists).  Before it the
 * list is dev->mc_list, chained by ->next, the address in ->dmi_addr.
 * The walk hands the driver a pointer placed so that ha->addr is that
 * entry's dmi_addr, and steps back from ha->addr to the entry: ha->addr
 * is the one field the loop's body may read.  Where the kernel has no
 * struct netdev_hw_addr at all, the library declares one with just the
 * address.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_FOR_EACH_MC_ADDR
#ifndef NAPI_COMPAT_HAVE_NETDEV_HW_ADDR
struct netdev_hw_addr {
	unsigned char addr[MAX_ADDR_LEN];
};
#endif

static inline struct netdev_hw_addr *
napi_compat_mc_view(struct dev_mc_list *mc)
{
	if (!mc)
		return NULL;
	return (struct netdev_hw_addr *)((char *)mc->dmi_addr -
		offsetof(struct netdev_hw_addr, addr));
}

static inline struct netdev_hw_addr *
napi_compat_mc_next(struct netdev_hw_addr *ha)
{
	return napi_compat_mc_view(container_of((__u8 *)ha->addr,
						struct dev_mc_list,
						dmi_addr[0])->next);
}

#undef netdev_for_each_mc_addr
#define netdev_for_each_mc_addr(ha, dev) \
	for ((ha) = napi_compat_mc_view((dev)->mc_list); (ha); \
	     (ha) = napi_compat_mc_next(ha))
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
#ifndef NAPI_COMPAT_HAVE_VLAN_FEATURES
#define vlan_features napi_compat_vlan_features_is_not_bridged_before_2_6_26
#endif

#endif /* NAPI_COMPAT_LINUX_NETDEVICE_H */
