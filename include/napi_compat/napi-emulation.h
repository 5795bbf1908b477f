/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: struct napi_struct for kernels that predate
 * it (2.6.23 and older), where the probes find none
 * (probes/have_napi_struct.c).  Included by include/linux/netdevice.h,
 * after the kernel's header; on every other kernel it defines nothing.
 *
 * The old core polls net_devices: it keeps a device on a per-CPU poll list
 * while __LINK_STATE_RX_SCHED is set and calls dev->poll(dev, &budget).
 * Each instance here is backed by one such device: the driver's own device
 * for its first instance (so netpoll finds it), and a hidden, unregistered
 * device for every further one, so that several instances of one device
 * are scheduled and polled independently.  That device's ->poll is the
 * library's trampoline, which calls the instance's poll(napi, budget) and
 * does the old core's accounting.  The code is in compat/napi_old.c.
 */
#ifndef NAPI_COMPAT_NAPI_EMULATION_H
#define NAPI_COMPAT_NAPI_EMULATION_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

#ifndef NAPI_COMPAT_HAVE_NAPI_STRUCT
#define NAPI_COMPAT_EMULATED 1

#include <linux/list.h>
#include <linux/types.h>

struct net_device;
struct task_struct;

struct napi_struct {
	unsigned long state;		/* NAPI_STATE_* bits */
	int weight;
	int (*poll)(struct napi_struct *napi, int budget);
	struct net_device *dev;		/* the device the driver registered */
	struct net_device *poll_dev;	/* the device the old core polls */
	struct list_head dev_list;	/* the device's instances */
	unsigned long flags;		/* NAPI_COMPAT_F_* bits */
	struct task_struct *thread;	/* polls it under load, if threaded */
};

enum {
	NAPI_STATE_SCHED,	/* scheduled, polling, or disabled */
	NAPI_STATE_DISABLE,	/* napi_disable is waiting */
};

void napi_compat_add(struct net_device *dev, struct napi_struct *napi,
		     int (*poll)(struct napi_struct *, int), int weight);
void napi_compat_del(struct napi_struct *napi);
void napi_compat_enable(struct napi_struct *napi);
void napi_compat_disable(struct napi_struct *napi);
void napi_compat_synchronize(const struct napi_struct *napi);
int napi_compat_schedule_prep(struct napi_struct *napi);
void napi_compat___schedule(struct napi_struct *napi);
bool napi_compat_complete_done(struct napi_struct *napi, int work_done);
void napi_compat_threaded_enable(struct net_device *dev);

#define netif_napi_del(napi)		napi_compat_del(napi)
#define napi_enable(napi)		napi_compat_enable(napi)
#define napi_disable(napi)		napi_compat_disable(napi)
#define napi_synchronize(napi)		napi_compat_synchronize(napi)
#define napi_schedule_prep(napi)	napi_compat_schedule_prep(napi)
#define __napi_schedule(napi)		napi_compat___schedule(napi)
#define napi_complete_done(napi, work)	napi_compat_complete_done(napi, work)
#define napi_complete(napi)		napi_compat_complete_done(napi, 0)
#define netif_threaded_enable(dev)	napi_compat_threaded_enable(dev)

#endif /* !NAPI_COMPAT_HAVE_NAPI_STRUCT */

#endif /* NAPI_COMPAT_NAPI_EMULATION_H */
