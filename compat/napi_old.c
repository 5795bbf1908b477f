// SPDX-License-Identifier: GPL-2.0
/*
 * napi_struct on kernels before 2.6.24.
 *
 * The old core knows only devices: __netif_rx_schedule(dev) puts a device
 * on this CPU's poll list (taking a reference, refilling dev->quota) and
 * net_rx_action calls dev->poll(dev, &budget) until it returns 0, which
 * promises that the device already took itself off the list with
 * netif_rx_complete; 1 means "more to do", and the core moves the device to
 * the tail of the list.  Returning 0 without leaving the list, or 1 after
 * leaving it, corrupts the list.
 *
 * Every instance is backed by a device of the old kind: the driver's own
 * for the device's first instance, so netpoll, which only ever polls the
 * real device, finds it; and a hidden device (allocated, never registered)
 * for each further instance, so that all of them are scheduled and polled
 * independently.  The backing device's ->poll is a trampoline that calls
 * the instance's poll(napi, budget) with min(*budget, quota), charges the
 * work done to both, and answers done/not-done from what the instance did.
 *
 * An instance is never polled while the driver's device is down, and a
 * hidden device is freed by netif_napi_del or when the device unregisters.
 *
 * Threaded instances (netif_threaded_enable): the old core polls every
 * device in softirq context, and a softirq that always finds work runs on
 * every interrupt's exit, so a flood leaves no CPU to the task that reads
 * the frames (receive livelock).  So a threaded instance whose poll used
 * its whole budget leaves the poll list and goes on in a kernel thread of
 * its own, at ksoftirqd's nice of 19, until a poll completes; the next
 * interrupt's schedule brings it back to softirq context.  Light traffic
 * is polled as before, and so is everything netpoll polls.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/netdevice.h>
#include <linux/netpoll.h>
#include <linux/notifier.h>
#include <linux/percpu.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "napi_compat_internal.h"

#ifdef NAPI_COMPAT_EMULATED

/* napi->flags */
#define NAPI_COMPAT_F_WARNED	0	/* over-budget warning given */
#define NAPI_COMPAT_F_KICKED	1	/* on the poll list only for netpoll */
#define NAPI_COMPAT_F_THREAD	2	/* its thread polls it (off the list) */

/* netpoll.c's private flag, set while netpoll itself calls dev->poll. */
#define NAPI_COMPAT_NETPOLL_RX_DROP	2
#define NAPI_COMPAT_NETPOLL_BUDGET	16

/* One record per driver device that has instances. */
struct napi_compat_dev {
	struct list_head list;		/* on napi_compat_devs, RCU */
	struct net_device *dev;
	struct napi_struct *first;	/* the instance backed by dev */
	struct list_head napis;		/* all instances, oldest first */
	int threaded;			/* netif_threaded_enable was called */
	struct rcu_head rcu;
};

/* A hidden device's private area. */
struct napi_compat_hidden {
	struct napi_struct *napi;
};

static LIST_HEAD(napi_compat_devs);
static DEFINE_MUTEX(napi_compat_devs_lock);

/* Which instance this CPU is polling, and whether it completed. */
struct napi_compat_cpu {
	struct napi_struct *polling;
	int completed;
};
static DEFINE_PER_CPU(struct napi_compat_cpu, napi_compat_cpu);

static atomic_t napi_compat_hidden_count = ATOMIC_INIT(0);

int napi_compat_hidden_devices(void)
{
	return atomic_read(&napi_compat_hidden_count);
}
EXPORT_SYMBOL_GPL(napi_compat_hidden_devices);

static struct napi_compat_dev *napi_compat_find(struct net_device *dev)
{
	struct napi_compat_dev *rec;

	list_for_each_entry_rcu(rec, &napi_compat_devs, list)
		if (rec->dev == dev)
			return rec;
	return NULL;
}

static const char *napi_compat_driver(struct napi_struct *napi)
{
#ifdef NAPI_COMPAT_HAVE_NETDEV_DEV
	struct device *parent = napi->dev->dev.parent;
#else
	/* before 2.6.21 the device's sysfs node was a class_device */
	struct device *parent = napi->dev->class_dev.dev;
#endif

	return parent ? dev_driver_string(parent) : napi->dev->name;
}

/*
 * Take a polled instance off the poll list and let it be scheduled again.
 * Interrupts are off.  If this is not the trampoline's own instance (a
 * driver completing from outside its poll), the reference the schedule
 * took is dropped here, as net_rx_action will never see the device again.
 */
static void napi_compat_finish(struct napi_struct *napi)
{
	struct napi_compat_cpu *cpu = &__get_cpu_var(napi_compat_cpu);
	struct net_device *pd = napi->poll_dev;

	if (test_bit(NAPI_COMPAT_F_THREAD, &napi->flags)) {
		/* its thread polled it: it is on no list (but maybe a kick's) */
		clear_bit(NAPI_COMPAT_F_THREAD, &napi->flags);
	} else if (pd && test_bit(__LINK_STATE_RX_SCHED, &pd->state)) {
		(__netif_rx_complete)(pd);
		if (cpu->polling != napi)
			dev_put(pd);
	}
	if (cpu->polling == napi)
		cpu->completed = 1;
	smp_mb__before_clear_bit();
	clear_bit(NAPI_STATE_SCHED, &napi->state);
}

/* Call the driver's poll; what it did, clamped to the budget. */
static int napi_compat_call(struct napi_struct *napi, int limit)
{
	int work = napi->poll(napi, limit);

	if (unlikely(work > limit || work < 0)) {
		if (!test_and_set_bit(NAPI_COMPAT_F_WARNED, &napi->flags))
			pr_warn("napi-compat: %s (driver %s): poll returned %d for a budget of %d; clamped\n",
			       napi->dev->name, napi_compat_driver(napi),
			       work, limit);
		work = work < 0 ? 0 : limit;
	}
	return work;
}

/*
 * Hand a polled instance that has more to do to its thread: off the poll
 * list (the old core then hears 0), still scheduled.
 */
static void napi_compat_hand_off(struct napi_struct *napi,
				 struct net_device *pd)
{
	unsigned long irqflags;

	local_irq_save(irqflags);
	(__netif_rx_complete)(pd);
	local_irq_restore(irqflags);
	set_bit(NAPI_COMPAT_F_THREAD, &napi->flags);
	wake_up_process(napi->thread);
}

/*
 * Poll one instance for the old core.  Returns what the old core must
 * hear: 0 when the backing device has left the poll list, 1 when it stays.
 * Outside netpoll (netpoll may run with interrupts off, in any context),
 * a threaded instance that is not done goes on in its thread.
 */
static int napi_compat_run(struct napi_struct *napi, struct net_device *pd,
			   int *budget, int netpoll)
{
	struct napi_compat_cpu *cpu = &__get_cpu_var(napi_compat_cpu);
	unsigned long irqflags;
	int limit = min(*budget, pd->quota);
	int work, ret = 1;

	cpu->polling = napi;
	cpu->completed = 0;
	if (unlikely(!netif_running(napi->dev))) {
		/* the device went down: never poll it again */
		local_irq_save(irqflags);
		napi_compat_finish(napi);
		local_irq_restore(irqflags);
		ret = 0;
		goto out;
	}
	if (limit <= 0)
		goto out;

	work = napi_compat_call(napi, limit);
	*budget -= work;
	if (cpu->completed) {
		ret = 0;
		goto out;
	}
	pd->quota -= work;
	if (unlikely(test_bit(NAPI_STATE_DISABLE, &napi->state))) {
		/* napi_disable is waiting: stop here, as mainline does */
		local_irq_save(irqflags);
		napi_compat_finish(napi);
		local_irq_restore(irqflags);
		ret = 0;
	} else if (napi->thread && !netpoll) {
		napi_compat_hand_off(napi, pd);
		ret = 0;
	}
out:
	cpu->polling = NULL;
	return ret;
}

/*
 * One poll of an instance its thread owns, at the instance's weight, with
 * bottom halves off as in softirq context (which also keeps this CPU's
 * napi_compat_cpu ours).  The instance leaves the thread when a poll
 * completes, or when the device is down or napi_disable waits.
 */
static void napi_compat_thread_poll(struct napi_struct *napi)
{
	struct napi_compat_cpu *cpu;
	unsigned long irqflags;

	local_bh_disable();
	cpu = &__get_cpu_var(napi_compat_cpu);
	cpu->polling = napi;
	cpu->completed = 0;
	if (likely(netif_running(napi->dev)))
		napi_compat_call(napi, napi->weight);
	if (!cpu->completed &&
	    (unlikely(!netif_running(napi->dev)) ||
	     unlikely(test_bit(NAPI_STATE_DISABLE, &napi->state)))) {
		local_irq_save(irqflags);
		napi_compat_finish(napi);
		local_irq_restore(irqflags);
	}
	cpu->polling = NULL;
	local_bh_enable();
}

static int napi_compat_thread(void *data)
{
	struct napi_struct *napi = data;

	/*
	 * At ksoftirqd's nice here.  Before 2.6.23 the scheduler gives a
	 * task that never sleeps slices of 100 ms at nice 0, in which the
	 * socket the frames go to overflows many times over; at nice 19 the
	 * task reading them runs whenever it can, and what nobody has time
	 * for is dropped at the NIC's ring, before the stack's work.
	 */
	set_user_nice(current, 19);
	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop())
			break;
		if (!test_bit(NAPI_COMPAT_F_THREAD, &napi->flags)) {
			schedule();
			continue;
		}
		__set_current_state(TASK_RUNNING);
		napi_compat_thread_poll(napi);
		cond_resched();
	}
	__set_current_state(TASK_RUNNING);
	return 0;
}

/*
 * Start an instance's thread, once its device has a name; the caller holds
 * napi_compat_devs_lock.  Without one it is polled in softirq context.
 */
static void napi_compat_start_thread(struct napi_compat_dev *rec,
				     struct napi_struct *napi, int index)
{
	if (napi->thread || rec->dev->reg_state != NETREG_REGISTERED)
		return;
	napi->thread = napi_compat_poll_thread_start(napi_compat_thread, napi,
						     rec->dev, index);
}

static void napi_compat_start_threads(struct napi_compat_dev *rec)
{
	struct napi_struct *napi;
	int index = 0;

	if (!rec->threaded)
		return;
	list_for_each_entry(napi, &rec->napis, dev_list)
		napi_compat_start_thread(rec, napi, index++);
}

/* netpoll only calls the real device: poll the hidden instances too. */
static void napi_compat_netpoll_hidden(struct napi_compat_dev *rec)
{
	struct napi_struct *napi;

	list_for_each_entry(napi, &rec->napis, dev_list) {
		int budget = NAPI_COMPAT_NETPOLL_BUDGET;

		if (napi == rec->first ||
		    !test_bit(__LINK_STATE_RX_SCHED, &napi->poll_dev->state))
			continue;
		if (!napi_compat_run(napi, napi->poll_dev, &budget, 1)) {
			/* it left the list on another CPU's behalf */
			dev_put(napi->poll_dev);
		}
	}
}

static int napi_compat_in_netpoll(struct net_device *dev)
{
#ifdef CONFIG_NETPOLL
	return dev->npinfo &&
	       (dev->npinfo->rx_flags & NAPI_COMPAT_NETPOLL_RX_DROP);
#else
	return 0;
#endif
}

/* Take the real device off the poll list, if it is on it. */
static int napi_compat_leave(struct net_device *dev)
{
	unsigned long irqflags;
	int left = 0;

	local_irq_save(irqflags);
	if (test_bit(__LINK_STATE_RX_SCHED, &dev->state)) {
		(__netif_rx_complete)(dev);
		left = 1;
	}
	local_irq_restore(irqflags);
	return left;
}

/*
 * ->poll of a driver's own device: its first instance.  Called by
 * net_rx_action, or by netpoll (which then also needs the hidden instances
 * polled, and never drops the reference a schedule took: when the device
 * leaves the list under netpoll, that reference is dropped here).
 */
static int napi_compat_poll_real(struct net_device *dev, int *budget)
{
	struct napi_compat_dev *rec;
	struct napi_struct *napi;
	int netpoll, left, ret = 0;

	rcu_read_lock();
	rec = napi_compat_find(dev);
	napi = rec ? rec->first : NULL;
	netpoll = rec && napi_compat_in_netpoll(dev);
	if (netpoll)
		napi_compat_netpoll_hidden(rec);
	if (!napi || test_and_clear_bit(NAPI_COMPAT_F_KICKED, &napi->flags)) {
		/* nothing of ours to poll here (or only a netpoll kick) */
		left = napi_compat_leave(dev);
	} else {
		ret = napi_compat_run(napi, dev, budget, netpoll);
		left = !ret;
	}
	if (netpoll && left)
		dev_put(dev);
	rcu_read_unlock();
	return ret;
}

/* ->poll of a hidden device. */
static int napi_compat_poll_hidden(struct net_device *pd, int *budget)
{
	struct napi_compat_hidden *h = netdev_priv(pd);
	void *have;
	int ret;

	/* serialise with netpoll, which polls this instance from the real one */
	have = netpoll_poll_lock(h->napi->dev);
	ret = napi_compat_run(h->napi, pd, budget, 0);
	netpoll_poll_unlock(have);
	return ret;
}

static void napi_compat_hidden_setup(struct net_device *dev)
{
}

/* The device's record, made if it has none; napi_compat_devs_lock held. */
static struct napi_compat_dev *napi_compat_rec_get(struct net_device *dev)
{
	struct napi_compat_dev *rec = napi_compat_find(dev);

	if (rec)
		return rec;
	rec = kzalloc(sizeof(*rec), GFP_KERNEL);
	if (!rec)
		return NULL;
	rec->dev = dev;
	INIT_LIST_HEAD(&rec->napis);
	list_add_rcu(&rec->list, &napi_compat_devs);
	return rec;
}

void napi_compat_add(struct net_device *dev, struct napi_struct *napi,
		     int (*poll)(struct napi_struct *, int), int weight)
{
	struct napi_compat_dev *rec;
	struct net_device *pd;

	napi->poll = poll;
	napi->weight = weight;
	napi->dev = dev;
	napi->poll_dev = NULL;
	napi->flags = 0;
	napi->thread = NULL;
	napi->state = 1UL << NAPI_STATE_SCHED;	/* disabled until enabled */
	INIT_LIST_HEAD(&napi->dev_list);

	mutex_lock(&napi_compat_devs_lock);
	rec = napi_compat_rec_get(dev);
	if (!rec)
		goto nomem;
	if (!rec->first) {
		rec->first = napi;
		dev->poll = napi_compat_poll_real;
		dev->weight = weight;
		napi->poll_dev = dev;
	} else {
		pd = alloc_netdev(sizeof(struct napi_compat_hidden), "napi%d",
				  napi_compat_hidden_setup);
		if (!pd)
			goto nomem;
		((struct napi_compat_hidden *)netdev_priv(pd))->napi = napi;
		pd->poll = napi_compat_poll_hidden;
		pd->weight = weight;
		napi->poll_dev = pd;
		atomic_inc(&napi_compat_hidden_count);
	}
	list_add_tail(&napi->dev_list, &rec->napis);
	napi_compat_start_threads(rec);
	mutex_unlock(&napi_compat_devs_lock);
	return;

nomem:
	mutex_unlock(&napi_compat_devs_lock);
	pr_err("napi-compat: %s: out of memory adding a NAPI instance; it will never be polled\n",
	       dev->name);
}
EXPORT_SYMBOL_GPL(napi_compat_add);

/* Unlink one instance; the caller holds napi_compat_devs_lock. */
static void napi_compat_unlink(struct napi_compat_dev *rec,
			       struct napi_struct *napi)
{
	struct net_device *pd = napi->poll_dev;

	list_del_init(&napi->dev_list);
	if (napi->thread) {
		kthread_stop(napi->thread);
		napi->thread = NULL;
	}
	napi->poll_dev = NULL;
	if (!pd)
		return;
	if (test_bit(__LINK_STATE_RX_SCHED, &pd->state) ||
	    test_bit(NAPI_COMPAT_F_THREAD, &napi->flags))
		pr_warn("napi-compat: %s: instance deleted while scheduled; disable it first\n",
		       napi->dev->name);
	if (pd == rec->dev) {
		rec->first = NULL;
		/* the device's own ->poll stays: it leaves the list if called */
	} else {
		synchronize_net();
		free_netdev(pd);
		atomic_dec(&napi_compat_hidden_count);
	}
}

static void napi_compat_rec_free(struct rcu_head *head)
{
	kfree(container_of(head, struct napi_compat_dev, rcu));
}

static void napi_compat_drop_rec(struct napi_compat_dev *rec)
{
	list_del_rcu(&rec->list);
	call_rcu(&rec->rcu, napi_compat_rec_free);
}

void napi_compat_del(struct napi_struct *napi)
{
	struct napi_compat_dev *rec;

	mutex_lock(&napi_compat_devs_lock);
	rec = napi_compat_find(napi->dev);
	if (rec && !list_empty(&napi->dev_list)) {
		napi_compat_unlink(rec, napi);
		if (list_empty(&rec->napis))
			napi_compat_drop_rec(rec);
	}
	mutex_unlock(&napi_compat_devs_lock);
}
EXPORT_SYMBOL_GPL(napi_compat_del);

/*
 * netif_threaded_enable: the device's instances, those it has and those
 * added later, get a thread each once the device is registered.
 */
void napi_compat_threaded_enable(struct net_device *dev)
{
	struct napi_compat_dev *rec;

	mutex_lock(&napi_compat_devs_lock);
	rec = napi_compat_rec_get(dev);
	if (rec) {
		rec->threaded = 1;
		napi_compat_start_threads(rec);
	} else {
		pr_warn("napi-compat: %s: out of memory enabling threaded polls; they stay in softirq context\n",
			dev->name);
	}
	mutex_unlock(&napi_compat_devs_lock);
}
EXPORT_SYMBOL_GPL(napi_compat_threaded_enable);

void napi_compat_enable(struct napi_struct *napi)
{
	WARN_ON(!test_bit(NAPI_STATE_SCHED, &napi->state));
	smp_mb__before_clear_bit();
	clear_bit(NAPI_STATE_SCHED, &napi->state);
}
EXPORT_SYMBOL_GPL(napi_compat_enable);

void napi_compat_disable(struct napi_struct *napi)
{
	might_sleep();
	set_bit(NAPI_STATE_DISABLE, &napi->state);
	while (test_and_set_bit(NAPI_STATE_SCHED, &napi->state))
		schedule_timeout_uninterruptible(1);
	clear_bit(NAPI_STATE_DISABLE, &napi->state);
}
EXPORT_SYMBOL_GPL(napi_compat_disable);

void napi_compat_synchronize(const struct napi_struct *napi)
{
	while (test_bit(NAPI_STATE_SCHED, &napi->state))
		schedule_timeout_uninterruptible(1);
}
EXPORT_SYMBOL_GPL(napi_compat_synchronize);

int napi_compat_schedule_prep(struct napi_struct *napi)
{
	if (unlikely(!napi->poll_dev))
		return 0;
	if (test_bit(NAPI_STATE_DISABLE, &napi->state))
		return 0;
	if (!netif_running(napi->dev))
		return 0;
	return !test_and_set_bit(NAPI_STATE_SCHED, &napi->state);
}
EXPORT_SYMBOL_GPL(napi_compat_schedule_prep);

/*
 * With netpoll on the device, a scheduled hidden instance also puts the
 * real device on the list, so that netpoll (which tests the real device's
 * RX_SCHED) calls in and polls it.
 */
static void napi_compat_kick_real(struct napi_struct *napi)
{
#ifdef CONFIG_NETPOLL
	struct napi_compat_dev *rec;
	struct napi_struct *first;

	if (!napi->dev->npinfo)
		return;
	rcu_read_lock();
	rec = napi_compat_find(napi->dev);
	first = rec ? rec->first : NULL;
	if (first && !test_and_set_bit(__LINK_STATE_RX_SCHED,
				       &napi->dev->state)) {
		set_bit(NAPI_COMPAT_F_KICKED, &first->flags);
		(__netif_rx_schedule)(napi->dev);
	}
	rcu_read_unlock();
#endif
}

void napi_compat___schedule(struct napi_struct *napi)
{
	struct net_device *pd = napi->poll_dev;

	if (test_and_set_bit(__LINK_STATE_RX_SCHED, &pd->state)) {
		/* already listed as a netpoll kick: now it is real */
		clear_bit(NAPI_COMPAT_F_KICKED, &napi->flags);
		return;
	}
	clear_bit(NAPI_COMPAT_F_KICKED, &napi->flags);
	(__netif_rx_schedule)(pd);
	if (pd != napi->dev)
		napi_compat_kick_real(napi);
}
EXPORT_SYMBOL_GPL(napi_compat___schedule);

bool napi_compat_complete_done(struct napi_struct *napi, int work_done)
{
	unsigned long irqflags;

	local_irq_save(irqflags);
	napi_compat_finish(napi);
	local_irq_restore(irqflags);
	return true;
}
EXPORT_SYMBOL_GPL(napi_compat_complete_done);

#ifndef NAPI_COMPAT_HAVE_NET_DEVICE_STATS
/*
 * Before 2.6.22 struct net_device had no counters of its own (dev->stats),
 * and get_stats returned the driver's.  A driver written for today's API
 * reports through ndo_get_stats64, which the header's adapter turns into a
 * struct net_device_stats: kept here, one per registered device that asks,
 * until it unregisters.  get_stats runs under dev_base_lock or RTNL, never
 * in an interrupt, and only for registered devices.
 */
struct napi_compat_stats {
	struct list_head list;
	struct net_device *dev;
	struct net_device_stats stats;
};

static LIST_HEAD(napi_compat_stats_list);
static DEFINE_SPINLOCK(napi_compat_stats_lock);
/* what a device gets when no memory is left for its own: zeros */
static struct net_device_stats napi_compat_no_stats;

struct net_device_stats *napi_compat_dev_stats(struct net_device *dev)
{
	struct napi_compat_stats *s;
	unsigned long flags;

	spin_lock_irqsave(&napi_compat_stats_lock, flags);
	list_for_each_entry(s, &napi_compat_stats_list, list)
		if (s->dev == dev)
			goto found;
	s = kzalloc(sizeof(*s), GFP_ATOMIC);
	if (!s) {
		spin_unlock_irqrestore(&napi_compat_stats_lock, flags);
		if (net_ratelimit())
			netdev_warn(dev, "napi_compat: no memory for its counters, reporting zeros\n");
		memset(&napi_compat_no_stats, 0, sizeof(napi_compat_no_stats));
		return &napi_compat_no_stats;
	}
	s->dev = dev;
	list_add(&s->list, &napi_compat_stats_list);
found:
	spin_unlock_irqrestore(&napi_compat_stats_lock, flags);
	return &s->stats;
}
EXPORT_SYMBOL_GPL(napi_compat_dev_stats);

/* A device's counters go when it unregisters (dev NULL: all of them). */
static void napi_compat_stats_drop(struct net_device *dev)
{
	struct napi_compat_stats *s, *next;
	unsigned long flags;

	spin_lock_irqsave(&napi_compat_stats_lock, flags);
	list_for_each_entry_safe(s, next, &napi_compat_stats_list, list) {
		if (dev && s->dev != dev)
			continue;
		list_del(&s->list);
		kfree(s);
	}
	spin_unlock_irqrestore(&napi_compat_stats_lock, flags);
}
#else
static void napi_compat_stats_drop(struct net_device *dev)
{
}
#endif

/* A device going away takes its remaining instances with it. */
static int napi_compat_netdev_event(struct notifier_block *nb,
				    unsigned long event, void *ptr)
{
	struct net_device *dev = ptr;
	struct napi_compat_dev *rec;
	struct napi_struct *napi, *next;

	if (event == NETDEV_REGISTER) {
		mutex_lock(&napi_compat_devs_lock);
		rec = napi_compat_find(dev);
		if (rec)
			napi_compat_start_threads(rec);
		mutex_unlock(&napi_compat_devs_lock);
		return NOTIFY_DONE;
	}
	if (event != NETDEV_UNREGISTER)
		return NOTIFY_DONE;
	napi_compat_stats_drop(dev);
	mutex_lock(&napi_compat_devs_lock);
	rec = napi_compat_find(dev);
	if (rec) {
		list_for_each_entry_safe(napi, next, &rec->napis, dev_list)
			napi_compat_unlink(rec, napi);
		napi_compat_drop_rec(rec);
	}
	mutex_unlock(&napi_compat_devs_lock);
	return NOTIFY_DONE;
}

static struct notifier_block napi_compat_notifier = {
	.notifier_call = napi_compat_netdev_event,
};

int napi_compat_emul_init(void)
{
	return register_netdevice_notifier(&napi_compat_notifier);
}

void napi_compat_emul_exit(void)
{
	unregister_netdevice_notifier(&napi_compat_notifier);
	rcu_barrier();
	napi_compat_stats_drop(NULL);
}

#else /* !NAPI_COMPAT_EMULATED */

int napi_compat_hidden_devices(void)
{
	return 0;
}
EXPORT_SYMBOL_GPL(napi_compat_hidden_devices);

int napi_compat_emul_init(void)
{
	return 0;
}

void napi_compat_emul_exit(void)
{
}

#endif /* NAPI_COMPAT_EMULATED */
