// SPDX-License-Identifier: GPL-2.0
/*
 * Poll threads for the kernel's own napi_struct before 4.10.
 *
 * Until 4.9 a softirq raised again and again runs on the way out of every
 * interrupt, whether or not ksoftirqd has been woken, so a flood polled in
 * softirq context leaves no CPU to the task that reads the frames
 * (receive livelock).  Mainline's answer, NAPI threads, came in 5.12; the
 * kernels between (4.10 to 5.11) hand such work to ksoftirqd.  Here the
 * library gives each instance of a device that asked for it
 * (netif_threaded_enable) a kernel thread that polls it instead of
 * net_rx_action: our <linux/netdevice.h> turns every schedule the driver
 * makes into a wake-up of that thread (napi_compat_own_kick).
 *
 * Such an instance is never on a softirq poll list.  Its poll_list is
 * left pointing at itself when it is scheduled, so that the kernel's
 * napi_complete, which takes it off that list before clearing
 * NAPI_STATE_SCHED, unlinks nothing.  The thread polls as net_rx_action
 * does: under netpoll's lock for the instance, only while
 * NAPI_STATE_SCHED is set (netpoll may have completed it), at the
 * instance's weight, and completes it itself when napi_disable waits.
 * Before 4.10 the kernel's napi_complete never schedules an instance
 * again by itself; from 4.10 it may (NAPI_STATE_MISSED), which is why
 * this stops there.
 */
#include <linux/module.h>
#include <linux/hash.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/netdevice.h>
#include <linux/netpoll.h>
#include <linux/notifier.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/slab.h>

#include "napi_compat_internal.h"

#ifdef NAPI_COMPAT_OWN_THREADS

/* One record per instance of the kernel's napi_struct we were shown. */
struct napi_compat_own {
	struct list_head list;		/* on napi_compat_owns, RCU */
	struct list_head hash;		/* in its napi_compat_own_hash bucket, RCU */
	struct napi_struct *napi;
	struct net_device *dev;		/* napi->dev is netpoll's before 2.6.27 */
	struct task_struct *thread;
	int index;			/* the device's instances, from 0 */
	struct rcu_head rcu;
};

/* A device that asked for threads. */
struct napi_compat_own_dev {
	struct list_head list;
	struct net_device *dev;
};

static LIST_HEAD(napi_compat_owns);
static LIST_HEAD(napi_compat_own_devs);
static DEFINE_MUTEX(napi_compat_owns_lock);

/*
 * Every schedule of a threaded instance (an interrupt's path) looks up its
 * record: by the instance's address, in a bucket of a few records at most,
 * not along the list of every instance there is.
 */
#define NAPI_COMPAT_OWN_HASH_BITS 6
static struct list_head napi_compat_own_hash[1 << NAPI_COMPAT_OWN_HASH_BITS];

static struct list_head *napi_compat_own_bucket(struct napi_struct *napi)
{
	return &napi_compat_own_hash[hash_ptr(napi, NAPI_COMPAT_OWN_HASH_BITS)];
}

/* The instance's record; under rcu_read_lock or napi_compat_owns_lock. */
static struct napi_compat_own *napi_compat_own_find(struct napi_struct *napi)
{
	struct napi_compat_own *o;

	list_for_each_entry_rcu(o, napi_compat_own_bucket(napi), hash)
		if (o->napi == napi)
			return o;
	return NULL;
}

static int napi_compat_own_threaded(struct net_device *dev)
{
	struct napi_compat_own_dev *d;

	list_for_each_entry(d, &napi_compat_own_devs, list)
		if (d->dev == dev)
			return 1;
	return 0;
}

/* Schedule a threaded instance: NAPI_STATE_SCHED is the caller's. */
void napi_compat_own_kick(struct napi_struct *napi)
{
	struct napi_compat_own *o;

	rcu_read_lock();
	o = napi_compat_own_find(napi);
	if (likely(o && o->thread)) {
		INIT_LIST_HEAD(&napi->poll_list);
		set_bit(NAPI_COMPAT_STATE_KICK, &napi->state);
		wake_up_process(o->thread);
	} else {
		/* its thread is gone: softirq context, as without one */
		clear_bit(NAPI_COMPAT_STATE_THREADED, &napi->state);
		(__napi_schedule)(napi);
	}
	rcu_read_unlock();
}
EXPORT_SYMBOL_GPL(napi_compat_own_kick);

/* One poll, as net_rx_action makes it; true when the instance has more. */
static bool napi_compat_own_poll(struct napi_struct *napi)
{
	int weight = napi->weight, work = 0;
	bool more = false;
	void *have;

	local_bh_disable();
	have = netpoll_poll_lock(napi);
	if (test_bit(NAPI_STATE_SCHED, &napi->state))
		work = napi->poll(napi, weight);
	if (work >= weight) {
		if (unlikely(napi_disable_pending(napi)))
			napi_complete(napi);
		else
			more = true;
	}
	netpoll_poll_unlock(have);
	local_bh_enable();
	return more;
}

static int napi_compat_own_thread(void *data)
{
	struct napi_struct *napi = data;

	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop())
			break;
		if (!test_and_clear_bit(NAPI_COMPAT_STATE_KICK, &napi->state)) {
			schedule();
			continue;
		}
		__set_current_state(TASK_RUNNING);
		while (napi_compat_own_poll(napi))
			cond_resched();
		/* a poll that completed may have been kicked again at once */
		cond_resched();
	}
	__set_current_state(TASK_RUNNING);
	return 0;
}

/* Start an instance's thread once its device has a name; lock held. */
static void napi_compat_own_start(struct napi_compat_own *o)
{
	if (o->thread || o->dev->reg_state != NETREG_REGISTERED ||
	    !napi_compat_own_threaded(o->dev))
		return;
	o->thread = napi_compat_poll_thread_start(napi_compat_own_thread,
						  o->napi, o->dev, o->index);
	if (o->thread)
		set_bit(NAPI_COMPAT_STATE_THREADED, &o->napi->state);
}

static void napi_compat_own_start_dev(struct net_device *dev)
{
	struct napi_compat_own *o;

	list_for_each_entry(o, &napi_compat_owns, list)
		if (o->dev == dev)
			napi_compat_own_start(o);
}

static void napi_compat_own_free(struct rcu_head *head)
{
	kfree(container_of(head, struct napi_compat_own, rcu));
}

/*
 * Forget an instance: back to softirq context, thread stopped; lock held.
 * The driver has disabled it, so nothing schedules it meanwhile.
 */
static void napi_compat_own_drop(struct napi_compat_own *o)
{
	clear_bit(NAPI_COMPAT_STATE_THREADED, &o->napi->state);
	list_del_rcu(&o->list);
	list_del_rcu(&o->hash);
	synchronize_rcu();
	if (o->thread) {
		if (test_bit(NAPI_COMPAT_STATE_KICK, &o->napi->state))
			pr_warn("napi-compat: %s: instance deleted while scheduled; disable it first\n",
				o->dev->name);
		kthread_stop(o->thread);
	}
	clear_bit(NAPI_COMPAT_STATE_KICK, &o->napi->state);
	call_rcu(&o->rcu, napi_compat_own_free);
}

void napi_compat_own_note(struct net_device *dev, struct napi_struct *napi)
{
	struct napi_compat_own *o, *i;
	int index = 0;

	o = kzalloc(sizeof(*o), GFP_KERNEL);
	if (!o)
		goto nomem;
	o->napi = napi;
	o->dev = dev;
	mutex_lock(&napi_compat_owns_lock);
	list_for_each_entry(i, &napi_compat_owns, list)
		if (i->dev == dev)
			index++;
	o->index = index;
	list_add_tail_rcu(&o->list, &napi_compat_owns);
	list_add_tail_rcu(&o->hash, napi_compat_own_bucket(napi));
	napi_compat_own_start(o);
	mutex_unlock(&napi_compat_owns_lock);
	return;

nomem:
	pr_warn("napi-compat: %s: out of memory noting a NAPI instance: it will be polled in softirq context\n",
		dev->name);
}
EXPORT_SYMBOL_GPL(napi_compat_own_note);

void napi_compat_own_forget(struct napi_struct *napi)
{
	struct napi_compat_own *o;

	mutex_lock(&napi_compat_owns_lock);
	o = napi_compat_own_find(napi);
	if (o)
		napi_compat_own_drop(o);
	mutex_unlock(&napi_compat_owns_lock);
}
EXPORT_SYMBOL_GPL(napi_compat_own_forget);

void napi_compat_own_threaded_enable(struct net_device *dev)
{
	struct napi_compat_own_dev *d;

	mutex_lock(&napi_compat_owns_lock);
	if (!napi_compat_own_threaded(dev)) {
		d = kzalloc(sizeof(*d), GFP_KERNEL);
		if (!d)
			goto nomem;
		d->dev = dev;
		list_add(&d->list, &napi_compat_own_devs);
	}
	napi_compat_own_start_dev(dev);
	mutex_unlock(&napi_compat_owns_lock);
	return;

nomem:
	mutex_unlock(&napi_compat_owns_lock);
	pr_warn("napi-compat: %s: out of memory enabling threaded polls; they stay in softirq context\n",
		dev->name);
}
EXPORT_SYMBOL_GPL(napi_compat_own_threaded_enable);

/* The thread polling an instance, if any (for the self-test). */
struct task_struct *napi_compat_own_thread_of(struct napi_struct *napi)
{
	struct napi_compat_own *o;
	struct task_struct *t;

	rcu_read_lock();
	o = napi_compat_own_find(napi);
	t = o ? o->thread : NULL;
	rcu_read_unlock();
	return t;
}
EXPORT_SYMBOL_GPL(napi_compat_own_thread_of);

/* A device registering gets its threads; one going away loses them. */
static int napi_compat_own_event(struct notifier_block *nb,
				 unsigned long event, void *ptr)
{
	struct net_device *dev = netdev_notifier_info_to_dev(ptr);
	struct napi_compat_own *o, *next;
	struct napi_compat_own_dev *d, *dnext;

	if (event != NETDEV_REGISTER && event != NETDEV_UNREGISTER)
		return NOTIFY_DONE;
	mutex_lock(&napi_compat_owns_lock);
	if (event == NETDEV_REGISTER) {
		napi_compat_own_start_dev(dev);
		goto out;
	}
	list_for_each_entry_safe(o, next, &napi_compat_owns, list)
		if (o->dev == dev)
			napi_compat_own_drop(o);
	list_for_each_entry_safe(d, dnext, &napi_compat_own_devs, list) {
		if (d->dev == dev) {
			list_del(&d->list);
			kfree(d);
		}
	}
out:
	mutex_unlock(&napi_compat_owns_lock);
	return NOTIFY_DONE;
}

static struct notifier_block napi_compat_own_notifier = {
	.notifier_call = napi_compat_own_event,
};

int napi_compat_threads_init(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(napi_compat_own_hash); i++)
		INIT_LIST_HEAD(&napi_compat_own_hash[i]);
	return register_netdevice_notifier(&napi_compat_own_notifier);
}

void napi_compat_threads_exit(void)
{
	unregister_netdevice_notifier(&napi_compat_own_notifier);
	rcu_barrier();
}

#else /* !NAPI_COMPAT_OWN_THREADS */

int napi_compat_threads_init(void)
{
	return 0;
}

void napi_compat_threads_exit(void)
{
}

#endif /* NAPI_COMPAT_OWN_THREADS */
