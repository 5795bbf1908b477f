// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: the library tested from inside the kernel, on every
 * kernel of the matrix.  This file: the synthetic device the tests drive,
 * the result helpers, and the module's init, which runs every test in
 * order (the tests are in the other files of this directory, by what
 * they test).
 *
 * A synthetic Ethernet device with three NAPI instances of different
 * weights; a timer stands in for the interrupt: for each instance with
 * "packets" pending and its interrupt enabled, it disables the interrupt
 * and schedules the instance, as a driver's handler would.  The poll takes
 * packets up to its budget and, when it runs dry, completes and re-enables
 * the interrupt if napi_complete_done says so.  Everything is written
 * against the current mainline API, like a driver.
 *
 * Results go to the kernel log in KTAP, ending with
 * "# napi_compat_selftest: done"; the guest agent passes them on.
 */
#include "selftest.h"

#define ST_TESTS	33
#define ST_LINGER_US	1000	/* a lingering poll's busy-wait: see st_cycle() */

const int st_weights[ST_QUEUES] = { 16, 8, 4 };

static int st_test_no;
static int st_failures;

void st_result(int ok, const char *name, const char *why)
{
	st_test_no++;
	if (!ok)
		st_failures++;
	pr_info("%sok %d %s%s%s\n", ok ? "" : "not ", st_test_no,
	       name, ok ? "" : " # ", ok ? "" : why);
}

/* A result whose figures are worth seeing even when it passes. */
void st_figures(int ok, const char *name, const char *why)
{
	st_test_no++;
	if (!ok)
		st_failures++;
	pr_info("%sok %d %s # %s\n", ok ? "" : "not ", st_test_no, name, why);
}

void st_skip(const char *name, const char *why)
{
	st_test_no++;
	pr_info("ok %d %s # SKIP %s\n", st_test_no, name, why);
}

static void st_max(atomic_t *v, int x)
{
	int old;

	while ((old = atomic_read(v)) < x)
		if (atomic_cmpxchg(v, old, x) == old)
			break;
}

static void st_min(atomic_t *v, int x)
{
	int old;

	while ((old = atomic_read(v)) > x)
		if (atomic_cmpxchg(v, old, x) == old)
			break;
}

/*
 * Busy-wait by the clock, not udelay: under TCG the delay loop is often
 * calibrated on a stalled vCPU, and udelay then runs many times too long.
 */
/*
 * Busy-wait by the calibrated delay loop, not by the clock: the tree rows
 * boot on the refined-jiffies clocksource under TCG, where ktime_get()
 * moves a tick at a time, so every short spin lasted a whole tick; the
 * 10000 cycles of st_cycle() took 40 s there and, on a loaded host, more
 * than their 60 s.
 */
void st_spin_us(unsigned int us)
{
	udelay(us);
}

/* A frame for the stack: broadcast, an ethertype nobody handles. */
static void st_rx_one(struct st_queue *q, struct napi_struct *napi)
{
	struct sk_buff *skb = napi_alloc_skb(napi, ETH_ZLEN);
	unsigned char *data;

	if (!skb)
		return;
	data = skb_put(skb, ETH_ZLEN);
	memset(data, 0, ETH_ZLEN);
	memset(data, 0xff, ETH_ALEN);
	data[12] = 0x88;	/* IEEE 802 local experimental ethertype */
	data[13] = 0xb5;
	skb->protocol = eth_type_trans(skb, q->sd->ndev);
	napi_gro_receive(napi, skb);
	atomic_inc(&q->delivered);
}

/*
 * Complete with the names the queue's style asks for; true when the
 * interrupt may be re-enabled.  The old names re-check for work that came
 * in meanwhile with netif_rx_reschedule, as drivers of that era did.
 */
static bool st_complete(struct st_queue *q, int work)
{
	struct net_device *dev = q->sd->ndev;

	switch (atomic_read(&q->style)) {
	case ST_STYLE_2624:
		netif_rx_complete(dev, &q->napi);
		return !(atomic_read(&q->pending) &&
			 netif_rx_reschedule(dev, &q->napi));
	case ST_STYLE_2629:
		netif_rx_complete(&q->napi);
		return !(atomic_read(&q->pending) &&
			 netif_rx_reschedule(&q->napi));
	default:
		return napi_complete_done(&q->napi, work);
	}
}

int st_poll(struct napi_struct *napi, int budget)
{
	struct st_queue *q = container_of(napi, struct st_queue, napi);
	int work = 0;

	atomic_set(&q->in_poll, 1);
	atomic_inc(&q->polls);
#ifdef ST_THREADS
	if (current == st_thread_of(napi))
		atomic_inc(&q->thread_polls);
#endif
	st_max(&q->budget_max, budget);
	st_min(&q->budget_min, budget);
	if (budget > q->weight)
		atomic_inc(&q->over);
	if (atomic_read(&q->slow))
		mdelay(50);
	if (atomic_add_unless(&q->linger, -1, 0))
		st_spin_us(ST_LINGER_US);
	while (work < budget && atomic_add_unless(&q->pending, -1, 0)) {
		if (atomic_read(&q->rx_skbs))
			st_rx_one(q, napi);
		work++;
	}
	atomic_add(work, &q->work);
	atomic_inc(&q->finished);
	/*
	 * Out of in_poll before completing: from napi_complete_done on, the
	 * instance is no longer ours and napi_disable may return while the
	 * lines after it still run, as on any kernel.
	 */
	atomic_set(&q->in_poll, 0);
	if (atomic_read(&q->misbehave))
		return budget + 3;
	if (work < budget && st_complete(q, work)) {
		atomic_inc(&q->rearms);
		atomic_set(&q->irq_on, 1);
	}
	return work;
}

/* The "interrupt handler" for one instance. */
static void st_irq(struct st_queue *q)
{
	struct net_device *dev = q->sd->ndev;

	if (!atomic_read(&q->irq_on) || !atomic_read(&q->pending))
		return;
	switch (atomic_read(&q->style)) {
	case ST_STYLE_2624:
		if (netif_rx_schedule_prep(dev, &q->napi)) {
			atomic_set(&q->irq_on, 0);
			__netif_rx_schedule(dev, &q->napi);
			return;
		}
		break;
	case ST_STYLE_2629:
		if (netif_rx_schedule_prep(&q->napi)) {
			atomic_set(&q->irq_on, 0);
			__netif_rx_schedule(&q->napi);
			return;
		}
		break;
	default:
		if (napi_schedule_prep(&q->napi)) {
			atomic_set(&q->irq_on, 0);
			__napi_schedule(&q->napi);
			return;
		}
	}
	atomic_inc(&q->refused);
}

void st_timer(struct timer_list *t)
{
	struct st_dev *sd = timer_container_of(sd, t, timer);
	int i, cpu = smp_processor_id(), refill;

	if (atomic_read(&sd->stopping))
		return;
	atomic_inc(&sd->fires);
	atomic_set(&sd->timer_cpu, cpu);
	if (cpu == atomic_read(&sd->cycle_cpu))
		atomic_inc(&sd->fires_there);
	refill = atomic_read(&sd->refill);
	for (i = 0; i < ST_QUEUES; i++) {
		/* (a top-up racing the poll may lose a packet: no matter) */
		if (atomic_read(&sd->q[i].pending) < refill)
			atomic_set(&sd->q[i].pending, refill);
		st_irq(&sd->q[i]);
	}
	mod_timer(&sd->timer, jiffies + 1);
}

static netdev_tx_t st_xmit(struct sk_buff *skb, struct net_device *dev)
{
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

/* An open (or a stop) with nothing to do. */
int st_open_or_stop(struct net_device *dev)
{
	return 0;
}

/* As a driver must, disable every instance when the device goes down. */
static int st_stop(struct net_device *dev)
{
	struct st_dev *sd = netdev_priv(dev);
	int i;

	for (i = 0; i < ST_QUEUES && !sd->lazy_stop; i++) {
		if (sd->q[i].enabled) {
			napi_disable(&sd->q[i].napi);
			sd->q[i].enabled = 0;
		}
	}
	return 0;
}

#ifdef CONFIG_NET_POLL_CONTROLLER
/* netpoll's way in: run the "interrupt handler" for every instance. */
static void st_poll_controller(struct net_device *dev)
{
	struct st_dev *sd = netdev_priv(dev);
	int i;

	for (i = 0; i < ST_QUEUES; i++)
		st_irq(&sd->q[i]);
}
#endif

const struct net_device_ops st_ops = {
	.ndo_open = st_open_or_stop,
	.ndo_stop = st_stop,
	.ndo_start_xmit = st_xmit,
	.ndo_validate_addr = eth_validate_addr,
#ifdef CONFIG_NET_POLL_CONTROLLER
	.ndo_poll_controller = st_poll_controller,
#endif
};

/* Inject packets and raise the interrupt; wait until all are taken. */
int st_feed_and_drain(struct st_queue *q, int packets)
{
	unsigned long end = jiffies + msecs_to_jiffies(ST_WAIT_MS);

	atomic_add(packets, &q->pending);
	while (atomic_read(&q->pending) || !atomic_read(&q->irq_on)) {
		if (time_after(jiffies, end))
			return 0;
		schedule_timeout_uninterruptible(1);
	}
	return 1;
}

void st_reset_counts(struct st_queue *q)
{
	atomic_set(&q->polls, 0);
	atomic_set(&q->work, 0);
	atomic_set(&q->rearms, 0);
	atomic_set(&q->refused, 0);
	atomic_set(&q->budget_max, 0);
	atomic_set(&q->budget_min, INT_MAX);
	atomic_set(&q->over, 0);
	atomic_set(&q->thread_polls, 0);
}

/* Bring a device up as "ip link set up" does: dev_open under the RTNL. */
int st_dev_open(struct net_device *dev)
{
	int err;

	rtnl_lock();
#ifdef NAPI_COMPAT_HAVE_DEV_OPEN_EXTACK
	err = dev_open(dev, NULL);
#else
	err = dev_open(dev);
#endif
	rtnl_unlock();
	return err;
}

static int __init st_init(void)
{
	/* a locally administered address, so the device can come up */
	static const u8 mac[ETH_ALEN] = { 0x02, 0x00, 0x00, 0x4e, 0x43, 0x01 };
	struct net_device *ndev;
	struct st_dev *sd;
	int i, err, hidden;
	char why[80];

	pr_info("KTAP version 1\n");
	pr_info("1..%d\n", ST_TESTS);

	ndev = alloc_etherdev(sizeof(*sd));
	if (!ndev)
		return -ENOMEM;
	sd = netdev_priv(ndev);
	sd->ndev = ndev;
	eth_hw_addr_set(ndev, mac);
	napi_compat_set_netdev_ops(ndev, &st_ops);
	for (i = 0; i < ST_QUEUES; i++) {
		struct st_queue *q = &sd->q[i];

		q->sd = sd;
		q->weight = st_weights[i];
		atomic_set(&q->irq_on, 1);
		/* the first with today's call, the others with the old one */
		if (i == 0)
			netif_napi_add_weight(ndev, &q->napi, st_poll, q->weight);
		else
			netif_napi_add(ndev, &q->napi, st_poll, q->weight);
	}
	err = register_netdev(ndev);
	if (err) {
		free_netdev(ndev);
		return err;
	}
	err = st_dev_open(ndev);
	for (i = 0; i < ST_QUEUES; i++) {
		napi_enable(&sd->q[i].napi);
		sd->q[i].enabled = 1;
	}
	timer_setup(&sd->timer, st_timer, ST_TIMER_FLAGS);
	mod_timer(&sd->timer, jiffies + 1);

	st_result(!err, "the synthetic device comes up", "dev_open failed");
	st_budget(sd);
	st_rearm(sd);
	st_instances(sd);
	st_disable(sd);
	st_cycle(sd);
	st_enable_step(sd);
	st_clamp(sd);
	st_netpoll(sd);
	st_names(sd);
	st_receive(sd);
	st_forms();
	st_locked(sd);
	st_helpers();
	st_strings();
	st_ethtool(sd);
	st_today(sd);
	st_hwtstamp(sd);
	st_allocs();
	st_addresses();
	st_multicast(sd);
	st_frags();
	st_buffers(sd);
	st_messages(sd);
	st_vlan();
	st_features_check();
	st_threaded();
	st_close(sd);
	st_validate(sd);
	st_delete(sd);

	atomic_set(&sd->stopping, 1);
	timer_delete_sync(&sd->timer);
	unregister_netdev(ndev);	/* closes it: st_stop disables */
	hidden = napi_compat_hidden_devices();
	snprintf(why, sizeof(why), "%d hidden devices left", hidden);
	st_result(hidden == 0, "unregistering frees every instance's backing",
		  why);
	free_netdev(ndev);

	pr_info("# napi_compat_selftest: %d of %d failed\n",
	       st_failures, st_test_no);
	pr_info("# napi_compat_selftest: done\n");
	return 0;
}

static void __exit st_exit(void)
{
}

module_init(st_init);
module_exit(st_exit);

MODULE_DESCRIPTION("napi-compat in-kernel self-test");
MODULE_LICENSE("GPL");
