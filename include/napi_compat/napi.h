/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: NAPI instances: registration
 * (netif_napi_add and its forms), state, enabling, scheduling, completion
 * and GRO receive.  Included by include/linux/netdevice.h, after the
 * kernel's header.
 */
#ifndef NAPI_COMPAT_NAPI_H
#define NAPI_COMPAT_NAPI_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/* 3.x: NAPI_POLL_WEIGHT, the default weight drivers are told to use. */
#ifndef NAPI_COMPAT_HAVE_NAPI_POLL_WEIGHT
#define NAPI_POLL_WEIGHT 64
#endif

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
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_CONFIG_LOCKED
#define netif_napi_add_config_locked(dev, napi, poll, index) \
	netif_napi_add_config(dev, napi, poll, index)
#define netif_napi_add_weight_locked(dev, napi, poll, weight) \
	netif_napi_add_weight(dev, napi, poll, weight)
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
/* 6.15: the same for a driver holding the netdev instance lock */
#ifndef NAPI_COMPAT_HAVE_NETIF_NAPI_SET_IRQ_LOCKED
#define netif_napi_set_irq_locked(napi, irq) netif_napi_set_irq(napi, irq)
#endif
#ifndef NAPI_COMPAT_HAVE_NETIF_QUEUE_SET_NAPI
#define netif_queue_set_napi(dev, queue_index, type, napi) \
	((void)(dev), (void)(queue_index), (void)(napi))
#endif

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

/* 2.6.29: napi_gro_receive; without GRO the packet goes straight up. */
#ifndef NAPI_COMPAT_HAVE_NAPI_GRO_RECEIVE
static inline int napi_compat_gro_receive(struct napi_struct *napi,
					  struct sk_buff *skb)
{
	return netif_receive_skb(skb);
}

#define napi_gro_receive(napi, skb) napi_compat_gro_receive(napi, skb)
#endif

#endif /* NAPI_COMPAT_NAPI_H */
