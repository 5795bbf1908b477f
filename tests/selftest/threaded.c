// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: the poll threads.  netif_threaded_enable gives an
 * instance a thread of its own, the library's before 4.10 and the
 * kernel's from 5.12.
 */
#include "selftest.h"

#define ST_FLOOD	20000	/* packets for st_threaded() */

/*
 * netif_threaded_enable: a flood that never lets the poll complete is
 * polled by the instance's own thread, each poll within its budget, and
 * napi_disable stops that thread's polls.  On a device of its own, as the
 * call belongs before register_netdev.
 */
#ifdef ST_THREADS
void st_threaded(void)
{
	static const u8 mac[ETH_ALEN] = { 0x02, 0x00, 0x00, 0x4e, 0x43, 0x02 };
	const char *flood = "threaded: a flood is polled by the instance's thread, within its budget";
	const char *stop = "threaded: napi_disable stops the thread's polls";
	struct net_device *ndev;
	struct st_dev *sd;
	struct st_queue *q;
	int i, err, drained, polls, before, after, in_poll;
	char why[160];

	ndev = alloc_etherdev(sizeof(*sd));
	if (!ndev) {
		st_result(0, flood, "no memory for a device");
		st_result(0, stop, "no memory for a device");
		return;
	}
	sd = netdev_priv(ndev);
	sd->ndev = ndev;
	eth_hw_addr_set(ndev, mac);
	napi_compat_set_netdev_ops(ndev, &st_ops);
	for (i = 0; i < ST_QUEUES; i++)
		sd->q[i].sd = sd;	/* the timer looks at every queue */
	q = &sd->q[0];		/* the only instance: the others stay idle */
	q->weight = st_weights[0];
	atomic_set(&q->irq_on, 1);
	netif_napi_add_weight(ndev, &q->napi, st_poll, q->weight);
	netif_threaded_enable(ndev);
	err = register_netdev(ndev);
	if (err) {
		netif_napi_del(&q->napi);
		free_netdev(ndev);
		snprintf(why, sizeof(why), "register_netdev: %d", err);
		st_result(0, flood, why);
		st_result(0, stop, why);
		return;
	}
	err = st_dev_open(ndev);
	napi_enable(&q->napi);
	q->enabled = 1;
	st_reset_counts(q);
	timer_setup(&sd->timer, st_timer, ST_TIMER_FLAGS);
	mod_timer(&sd->timer, jiffies + 1);

	drained = st_feed_and_drain(q, ST_FLOOD);
	polls = atomic_read(&q->polls);
	snprintf(why, sizeof(why),
		 "open %d, drained %d: %d packets in %d polls, %d by its thread, budgets %d..%d of weight %d",
		 err, drained, atomic_read(&q->work), polls,
		 atomic_read(&q->thread_polls), atomic_read(&q->budget_min),
		 atomic_read(&q->budget_max), q->weight);
	st_figures(!err && drained && atomic_read(&q->work) == ST_FLOOD &&
		  atomic_read(&q->thread_polls) * 10 >= polls * 9 &&
		  atomic_read(&q->over) == 0 &&
		  atomic_read(&q->budget_max) == q->weight,
		  flood, why);

	/* an endless flood, then napi_disable in the middle of it */
	st_reset_counts(q);
	atomic_set(&q->pending, INT_MAX / 2);
	msleep(200);
	before = atomic_read(&q->thread_polls);
	napi_disable(&q->napi);
	q->enabled = 0;
	polls = atomic_read(&q->polls);
	in_poll = atomic_read(&q->in_poll);
	msleep(200);
	after = atomic_read(&q->polls);
	snprintf(why, sizeof(why),
		 "%d thread polls before napi_disable; polls %d after it, %d 200 ms later, in a poll %d",
		 before, polls, after, in_poll);
	st_figures(before > 0 && after == polls && !in_poll, stop, why);

	atomic_set(&sd->stopping, 1);
	timer_delete_sync(&sd->timer);
	unregister_netdev(ndev);
	netif_napi_del(&q->napi);
	free_netdev(ndev);
}
#else
void st_threaded(void)
{
	const char *why = "no NAPI threads from 4.10 to 5.11 (ksoftirqd takes long softirq work)";

	st_skip("threaded: a flood is polled by the instance's thread, within its budget",
		why);
	st_skip("threaded: napi_disable stops the thread's polls", why);
}
#endif
