// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: scheduling and polling.  The budget honoured,
 * re-arming on completion, several instances each polled within its own
 * weight, an over-budget poll clamped, the 2.6.24 and 2.6.29 names, frames
 * handed to the stack, and the registration forms of today's drivers.
 */
#include "selftest.h"

void st_budget(struct st_dev *sd)
{
	struct st_queue *q = &sd->q[0];
	char why[160];
	int drained, polls, work;

	st_reset_counts(q);
	drained = st_feed_and_drain(q, 100);
	polls = atomic_read(&q->polls);
	work = atomic_read(&q->work);
	snprintf(why, sizeof(why),
		 "drained %d, %d packets in %d polls, budgets %d..%d, %d over the weight %d",
		 drained, work, polls, atomic_read(&q->budget_min),
		 atomic_read(&q->budget_max), atomic_read(&q->over), q->weight);
	/* 100 packets at 16 a poll cannot take fewer than 7 polls */
	st_result(drained && work == 100 && polls >= 7 &&
		  atomic_read(&q->over) == 0 &&
		  atomic_read(&q->budget_max) == q->weight,
		  "budget honoured and accounted", why);
}

void st_rearm(struct st_dev *sd)
{
	struct st_queue *q = &sd->q[0];
	char why[120];
	int rearms = atomic_read(&q->rearms), polls = atomic_read(&q->polls);
	int drained;

	drained = st_feed_and_drain(q, 5);
	snprintf(why, sizeof(why),
		 "drained %d, polls %d -> %d, re-arms %d -> %d", drained,
		 polls, atomic_read(&q->polls), rearms,
		 atomic_read(&q->rearms));
	st_result(rearms > 0 && drained && atomic_read(&q->polls) > polls &&
		  atomic_read(&q->rearms) > rearms,
		  "complete re-arms and a later schedule polls again", why);
}

void st_instances(struct st_dev *sd)
{
	char why[200];
	int i, ok = 1, weights_ok = 1, n = 0;

	for (i = 0; i < ST_QUEUES; i++) {
		st_reset_counts(&sd->q[i]);
		atomic_add(40, &sd->q[i].pending);
	}
	for (i = 0; i < ST_QUEUES; i++)
		ok &= st_feed_and_drain(&sd->q[i], 0);
	for (i = 0; i < ST_QUEUES; i++) {
		struct st_queue *q = &sd->q[i];

		ok &= atomic_read(&q->work) == 40 &&
		      atomic_read(&q->polls) >= 40 / q->weight;
		weights_ok &= atomic_read(&q->budget_max) == q->weight &&
			      atomic_read(&q->over) == 0;
		n += snprintf(why + n, sizeof(why) - n,
			      "q%d: %d in %d polls, budget max %d/%d; ", i,
			      atomic_read(&q->work), atomic_read(&q->polls),
			      atomic_read(&q->budget_max), q->weight);
	}
	st_result(ok, "several instances on one device are all polled", why);
	st_result(ok && weights_ok, "each instance's weight is its budget",
		  why);
}

void st_clamp(struct st_dev *sd)
{
#ifdef NAPI_COMPAT_EMULATED
	struct st_queue *q = &sd->q[0];
	char why[120];
	int drained;

	atomic_set(&q->misbehave, 1);
	atomic_add(3, &q->pending);
	atomic_set(&q->irq_on, 0);
	napi_schedule(&q->napi);
	msleep(50);
	atomic_set(&q->misbehave, 0);
	/* the next poll, well-behaved, completes it */
	drained = st_feed_and_drain(q, 0);
	snprintf(why, sizeof(why), "warned %d, drained %d",
		 test_bit(0, &q->napi.flags), drained);
	st_result(test_bit(0, &q->napi.flags) && drained,
		  "a poll over its budget is clamped and warned about", why);
#else
	st_skip("a poll over its budget is clamped and warned about",
		"the kernel's own net_rx_action polls here");
#endif
}

void st_names(struct st_dev *sd)
{
	static const char * const title[] = {
		[ST_STYLE_2624] = "the 2.6.24 names netif_rx_*(dev, napi) schedule, complete and reschedule",
		[ST_STYLE_2629] = "the 2.6.29 names netif_rx_*(napi) schedule, complete and reschedule",
	};
	struct st_queue *q = &sd->q[0];
	int style, drained;
	char why[120];

	for (style = ST_STYLE_2624; style <= ST_STYLE_2629; style++) {
		st_reset_counts(q);
		atomic_set(&q->style, style);
		drained = st_feed_and_drain(q, 50);
		atomic_set(&q->style, ST_STYLE_MAINLINE);
		snprintf(why, sizeof(why), "drained %d, %d packets in %d polls",
			 drained, atomic_read(&q->work),
			 atomic_read(&q->polls));
		st_result(drained && atomic_read(&q->work) == 50 &&
			  atomic_read(&q->polls) >= 50 / q->weight,
			  title[style], why);
	}

	/* and netif_rx_schedule(dev, napi) on its own, with no prep */
	atomic_set(&q->irq_on, 0);
	atomic_add(5, &q->pending);
	local_bh_disable();
	netif_rx_schedule(sd->ndev, &q->napi);
	local_bh_enable();
	st_feed_and_drain(q, 0);
}

void st_receive(struct st_dev *sd)
{
	struct st_queue *q = &sd->q[1];
	int drained;
	char why[120];

	atomic_set(&q->delivered, 0);
	atomic_set(&q->rx_skbs, 1);
	drained = st_feed_and_drain(q, 20);
	atomic_set(&q->rx_skbs, 0);
	snprintf(why, sizeof(why), "drained %d, %d of 20 delivered", drained,
		 atomic_read(&q->delivered));
	st_result(drained && atomic_read(&q->delivered) == 20,
		  "napi_alloc_skb and napi_gro_receive hand frames to the stack",
		  why);
}

/*
 * The registration and state calls a current driver may use, on a device
 * that is never registered: the tx and config forms, the IRQ and queue
 * links, napi_is_scheduled, napi_synchronize, napi_schedule_irqoff.
 */
void st_forms(void)
{
	struct net_device *dev = alloc_etherdev(sizeof(struct st_dev));
	struct napi_struct *tx, *txw, *cfg;
	int hidden = napi_compat_hidden_devices(), ok;
	char why[160];

	if (!dev) {
		st_result(0, "the tx, config and link forms register and tear down",
			  "no memory");
		return;
	}
	tx = &((struct st_dev *)netdev_priv(dev))->q[0].napi;
	txw = &((struct st_dev *)netdev_priv(dev))->q[1].napi;
	cfg = &((struct st_dev *)netdev_priv(dev))->q[2].napi;
	netif_napi_add_tx(dev, tx, st_poll);
	netif_napi_add_tx_weight(dev, txw, st_poll, 8);
	netif_napi_add_config(dev, cfg, st_poll, 0);
	rtnl_lock();
	netif_napi_set_irq(cfg, 11);
	netif_queue_set_napi(dev, 0, NETDEV_QUEUE_TYPE_RX, cfg);
	rtnl_unlock();
	ok = tx->weight == NAPI_POLL_WEIGHT && txw->weight == 8 &&
	     cfg->weight == NAPI_POLL_WEIGHT;
	napi_enable(cfg);
	ok &= !napi_is_scheduled(cfg);
	napi_synchronize(cfg);
	napi_disable(cfg);
	ok &= napi_is_scheduled(cfg);	/* a disabled instance holds SCHED */
	rtnl_lock();
	netif_queue_set_napi(dev, 0, NETDEV_QUEUE_TYPE_RX, NULL);
	rtnl_unlock();
	netif_napi_del(tx);
	netif_napi_del(txw);
	netif_napi_del(cfg);
	snprintf(why, sizeof(why),
		 "weights %d/%d/%d, hidden devices %d -> %d", tx->weight,
		 txw->weight, cfg->weight, hidden,
		 napi_compat_hidden_devices());
	ok &= napi_compat_hidden_devices() == hidden;
	free_netdev(dev);
	st_result(ok, "the tx, config and link forms register and tear down",
		  why);
}

/* Compiled on every kernel, never run: the netdev-lock variants. */
/*
 * The instance lock around the *_locked calls, as 8139too's reset work
 * and pcnet32's open take it: the kernel's lock from 6.14, nothing before
 * (napi_compat/netdev-lock.h).  Either way the instance disabled and
 * enabled under it is polled again after.
 */
void st_locked(struct st_dev *sd)
{
	struct st_queue *q = &sd->q[0];
	char why[120];
	int drained;

	netdev_lock(sd->ndev);
	napi_disable_locked(&q->napi);
	q->enabled = 0;
	napi_enable_locked(&q->napi);
	q->enabled = 1;
	netdev_unlock(sd->ndev);
	st_reset_counts(q);
	drained = st_feed_and_drain(q, 10);
	snprintf(why, sizeof(why), "drained %d, polls %d, work %d", drained,
		 atomic_read(&q->polls), atomic_read(&q->work));
	st_result(drained && atomic_read(&q->work) == 10,
		  "disabled and enabled under netdev_lock, an instance is polled again",
		  why);
}

static void __maybe_unused st_locked_forms(struct net_device *dev,
					   struct napi_struct *napi)
{
	netif_napi_add_locked(dev, napi, st_poll);
	napi_enable_locked(napi);
	napi_disable_locked(napi);
	netif_napi_del_locked(napi);
	napi_schedule_irqoff(napi);
}
