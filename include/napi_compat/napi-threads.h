/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: NAPI poll threads: netif_threaded_enable()
 * on every kernel, and on 2.6.24 to 4.9 the library's own threads
 * (compat/napi_threads.c), which every schedule through this header wakes.
 * Included by include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NAPI_THREADS_H
#define NAPI_COMPAT_NAPI_THREADS_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

#if !defined(NAPI_COMPAT_EMULATED) && \
	!defined(NAPI_COMPAT_HAVE_NAPIF_STATE_NPSVC)
/*
 * 2.6.24 to 4.9: the kernel's own napi_struct, and no NAPI threads.  An
 * instance of a device that asks for them (netif_threaded_enable) is
 * polled by a thread of the library's (compat/napi_threads.c): every
 * schedule through this header wakes it.  Two bits of napi->state above the kernel's
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

#endif /* NAPI_COMPAT_NAPI_THREADS_H */
