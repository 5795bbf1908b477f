// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: the library tested from inside the kernel, on every
 * kernel of the matrix.
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
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/skbuff.h>
#include <linux/timer.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/rtnetlink.h>
#include <linux/sched.h>
#include <linux/cpumask.h>
#include <linux/netpoll.h>
#include <linux/string.h>
#include <linux/stringify.h>
#include <linux/slab.h>
#include <linux/bits.h>
#include <linux/gfp.h>
#include <linux/ip.h>
#include <linux/udp.h>
#include <linux/tcp.h>
#include <linux/if_vlan.h>
#include <net/checksum.h>

#define ST_QUEUES	3
#define ST_TESTS	31
#define ST_WAIT_MS	3000
#define ST_RACE_TRIES	3

/* napi_disable/napi_enable against the timer: see st_cycle() */
#define ST_CYCLES	10000
#define ST_CYCLE_REFILL	24	/* packets the timer keeps pending */
#define ST_CYCLE_SYNC	40	/* every 40th cycle starts on a timer tick */
#define ST_CYCLE_MAX_MS	60000	/* give up (and fail) after this */
#define ST_LINGER_US	1000
#define ST_ENABLE_CYCLES 20000	/* per napi_enable, see st_enable_step() */
#define ST_FLOOD	20000	/* packets for st_threaded() */

/*
 * The thread that polls an instance, where there can be one: the
 * library's before 4.10, the kernel's from 5.12.
 */
#if defined(NAPI_COMPAT_OWN_THREADS)
#define ST_THREADS 1
#define st_thread_of(napi) napi_compat_own_thread_of(napi)
#elif defined(NAPI_COMPAT_EMULATED) || \
	defined(NAPI_COMPAT_HAVE_DEV_SET_THREADED) || \
	defined(NAPI_COMPAT_HAVE_NETIF_THREADED_ENABLE)
#define ST_THREADS 1
#define st_thread_of(napi) ((napi)->thread)
#endif

/*
 * The timer stays on the CPU that armed it: newer kernels move unpinned
 * timers to a busy CPU, which would put it beside st_cycle's thread.  The
 * 2.6.2x kernels have no flag and never move a timer.
 */
#ifdef TIMER_PINNED
#define ST_TIMER_FLAGS	TIMER_PINNED
#else
#define ST_TIMER_FLAGS	0
#endif

static const int st_weights[ST_QUEUES] = { 16, 8, 4 };

struct st_dev;

struct st_queue {
	struct napi_struct napi;
	struct st_dev *sd;
	int weight;
	int enabled;
	atomic_t pending;	/* packets "in the ring" */
	atomic_t irq_on;	/* the instance's interrupt is enabled */
	atomic_t polls;
	atomic_t work;		/* packets taken, all polls */
	atomic_t finished;	/* polls that ran to their end */
	atomic_t rearms;	/* napi_complete_done said re-enable */
	atomic_t refused;	/* the "interrupt" could not schedule */
	atomic_t budget_max;
	atomic_t budget_min;
	atomic_t over;		/* polls whose budget exceeded the weight */
	atomic_t in_poll;	/* a poll runs and has not completed */
	atomic_t slow;		/* poll busy-waits 50 ms */
	atomic_t linger;	/* this many next polls busy-wait a little */
	atomic_t misbehave;	/* poll claims budget + 3 */
	atomic_t style;		/* ST_STYLE_*: which names schedule and complete */
	atomic_t rx_skbs;	/* poll hands each packet up as an skb */
	atomic_t delivered;
	atomic_t thread_polls;	/* polls run by the instance's own thread */
};

enum {
	ST_STYLE_MAINLINE,	/* napi_schedule_prep/__napi_schedule/complete_done */
	ST_STYLE_2624,		/* netif_rx_*(dev, napi) */
	ST_STYLE_2629,		/* netif_rx_*(napi) */
};

struct st_dev {
	struct net_device *ndev;
	struct st_queue q[ST_QUEUES];
	struct timer_list timer;
	atomic_t stopping;
	int lazy_stop;		/* a driver that forgets napi_disable in stop */
	atomic_t refill;	/* the timer tops every ring up to this */
	atomic_t fires;		/* the timer ran */
	atomic_t timer_cpu;	/* where it last ran */
	atomic_t cycle_cpu;	/* where st_cycle's thread runs */
	atomic_t fires_there;	/* the timer ran on that CPU */
};

static int st_test_no;
static int st_failures;

static void st_result(int ok, const char *name, const char *why)
{
	st_test_no++;
	if (!ok)
		st_failures++;
	pr_info("%sok %d %s%s%s\n", ok ? "" : "not ", st_test_no,
	       name, ok ? "" : " # ", ok ? "" : why);
}

/* A result whose figures are worth seeing even when it passes. */
static void st_figures(int ok, const char *name, const char *why)
{
	st_test_no++;
	if (!ok)
		st_failures++;
	pr_info("%sok %d %s # %s\n", ok ? "" : "not ", st_test_no, name, why);
}

static void st_skip(const char *name, const char *why)
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
static void st_spin_us(unsigned int us)
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

static int st_poll(struct napi_struct *napi, int budget)
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

static void st_timer(struct timer_list *t)
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
static int st_open_or_stop(struct net_device *dev)
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

static const struct net_device_ops st_ops = {
	.ndo_open = st_open_or_stop,
	.ndo_stop = st_stop,
	.ndo_start_xmit = st_xmit,
	.ndo_validate_addr = eth_validate_addr,
#ifdef CONFIG_NET_POLL_CONTROLLER
	.ndo_poll_controller = st_poll_controller,
#endif
};

/* Inject packets and raise the interrupt; wait until all are taken. */
static int st_feed_and_drain(struct st_queue *q, int packets)
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

static void st_reset_counts(struct st_queue *q)
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

static void st_budget(struct st_dev *sd)
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

static void st_rearm(struct st_dev *sd)
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

static void st_instances(struct st_dev *sd)
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

struct st_race {
	struct st_queue *q;
	struct completion done;
	atomic_t started;		/* the poller's thread runs */
	struct st_race *poller;		/* the disabler's: whom to wait for */
	int seen_running;
	int finished_before, finished_after;
	unsigned long waited;
};

/* On one CPU: schedule the slow instance and run its poll right here. */
static int st_race_poller(void *data)
{
	struct st_race *r = data;

	atomic_set(&r->started, 1);
	local_bh_disable();
	if (napi_schedule_prep(&r->q->napi))
		__napi_schedule(&r->q->napi);
	local_bh_enable();	/* the poll runs now, on this CPU */
	complete(&r->done);
	return 0;
}

/*
 * On another CPU: catch the poll running and disable under it.  On a busy
 * host the poller's vCPU may not run for seconds, so the wait for the
 * poll starts when the poller's thread does.
 */
static int st_race_disabler(void *data)
{
	struct st_race *r = data;
	unsigned long end = jiffies + msecs_to_jiffies(10 * ST_WAIT_MS), t0;

	while (!atomic_read(&r->poller->started) && time_before(jiffies, end))
		cpu_relax();
	end = jiffies + msecs_to_jiffies(ST_WAIT_MS);
	while (!atomic_read(&r->q->in_poll) && time_before(jiffies, end))
		cpu_relax();
	r->seen_running = atomic_read(&r->q->in_poll);
	r->finished_before = atomic_read(&r->q->finished);
	t0 = jiffies;
	napi_disable(&r->q->napi);
	r->waited = jiffies - t0;
	r->finished_after = atomic_read(&r->q->finished);
	complete(&r->done);
	return 0;
}

static struct task_struct *st_thread_on(int (*fn)(void *), void *data,
					int cpu, const char *name)
{
	struct task_struct *t = kthread_create(fn, data, "%s", name);

	if (!IS_ERR(t)) {
		kthread_bind(t, cpu);
		wake_up_process(t);
	}
	return t;
}

static void st_disable(struct st_dev *sd)
{
	struct st_queue *q = &sd->q[1];
	struct st_race poller, disabler;
	struct task_struct *tp, *td;
	int cpu, cpu_a = -1, cpu_b = -1, polls, drained, tries;
	char why[160];

	for_each_online_cpu(cpu) {
		if (cpu_a < 0)
			cpu_a = cpu;
		else if (cpu_b < 0)
			cpu_b = cpu;
	}
	if (cpu_b < 0) {
		st_skip("napi_disable waits for a running poll",
			"needs two CPUs");
	} else {
		/*
		 * A try where the disabler's vCPU did not run while the
		 * poll did (a busy host) tests nothing: it is made again,
		 * up to ST_RACE_TRIES times in all.
		 */
		for (tries = 1; ; tries++) {
			memset(&poller, 0, sizeof(poller));
			memset(&disabler, 0, sizeof(disabler));
			poller.q = q;
			disabler.q = q;
			disabler.poller = &poller;
			init_completion(&poller.done);
			init_completion(&disabler.done);
			atomic_set(&q->irq_on, 0);	/* keep the timer out */
			atomic_set(&q->pending, 2);
			atomic_set(&q->slow, 1);
			td = st_thread_on(st_race_disabler, &disabler, cpu_b,
					  "napi_st_disable");
			tp = st_thread_on(st_race_poller, &poller, cpu_a,
					  "napi_st_poll");
			if (!IS_ERR(tp))
				wait_for_completion(&poller.done);
			if (!IS_ERR(td))
				wait_for_completion(&disabler.done);
			atomic_set(&q->slow, 0);
			q->enabled = 0;
			if (IS_ERR(tp) || IS_ERR(td) || disabler.seen_running ||
			    tries == ST_RACE_TRIES)
				break;
			napi_enable(&q->napi);
			q->enabled = 1;
		}
		snprintf(why, sizeof(why),
			 "poll seen running %d, finished %d -> %d, waited %lu jiffies; try %d of %d",
			 disabler.seen_running, disabler.finished_before,
			 disabler.finished_after, disabler.waited, tries,
			 ST_RACE_TRIES);
		st_result(!IS_ERR(tp) && !IS_ERR(td) && disabler.seen_running &&
			  disabler.finished_after > disabler.finished_before,
			  "napi_disable waits for a running poll", why);
	}
	if (q->enabled) {
		napi_disable(&q->napi);
		q->enabled = 0;
	}

	/* disabled: the interrupt cannot schedule it */
	st_reset_counts(q);
	atomic_set(&q->pending, 10);
	atomic_set(&q->irq_on, 1);
	msleep(100);
	polls = atomic_read(&q->polls);
	snprintf(why, sizeof(why), "polls %d, refused %d, pending %d", polls,
		 atomic_read(&q->refused), atomic_read(&q->pending));
	st_result(polls == 0 && atomic_read(&q->refused) > 0 &&
		  atomic_read(&q->pending) == 10 && !napi_schedule(&q->napi),
		  "a disabled instance is never scheduled or polled", why);

	napi_enable(&q->napi);
	q->enabled = 1;
	drained = st_feed_and_drain(q, 0);
	snprintf(why, sizeof(why), "drained %d, polls %d, work %d", drained,
		 atomic_read(&q->polls), atomic_read(&q->work));
	st_result(drained && atomic_read(&q->work) == 10,
		  "napi_enable resumes polling", why);
}

/*
 * napi_disable racing the timer: ST_CYCLES napi_disable/napi_enable cycles,
 * round robin over the instances, from a thread on the other CPU than the
 * timer's, while the timer tops every ring up and schedules every instance
 * whose interrupt is on.  Each cycle checks what napi_disable promises: no
 * poll of the instance runs when it returns, and none starts until
 * napi_enable, though the timer keeps trying (its interrupt is left on and
 * its ring full for a short window).  Every ST_CYCLE_SYNC-th cycle first
 * waits, alternately for the timer to start (napi_disable races its
 * napi_schedule_prep) and for the instance's poll to run, its next poll
 * made to linger for a millisecond (napi_disable meets the poll running:
 * under TCG on a busy host the vCPUs take turns rather than run side by
 * side, and a shorter poll is mostly over before the other CPU sees it
 * start); the other cycles fall where they fall.
 */
struct st_cycles {
	struct st_dev *sd;
	struct completion done;
	int cycles;		/* cycles done */
	int busy;		/* napi_disable met the instance scheduled */
	int polled;		/* polls of a disabled instance */
	int running;		/* napi_disable returned under a running poll */
	int refused;		/* the timer's schedules refused while disabled */
	int repolled[ST_QUEUES]; /* polled between enable and next disable */
	unsigned int ms;
};

/* Spin while *v reads was (two jiffies at most). */
static void st_spin_while(atomic_t *v, int was)
{
	unsigned long end = jiffies + 2;

	while (atomic_read(v) == was && time_before(jiffies, end))
		cpu_relax();
}

static int st_cycler(void *data)
{
	struct st_cycles *c = data;
	struct st_dev *sd = c->sd;
	unsigned long t0 = jiffies;
	unsigned long end = t0 + msecs_to_jiffies(ST_CYCLE_MAX_MS);
	int enabled_at[ST_QUEUES], i, n, polls, refused;

	for (n = 0; n < ST_QUEUES; n++)
		enabled_at[n] = atomic_read(&sd->q[n].polls);
	for (i = 0; i < ST_CYCLES && time_before(jiffies, end); i++) {
		struct st_queue *q;

		n = i % ST_QUEUES;
		q = &sd->q[n];
		if (i % (2 * ST_CYCLE_SYNC) == 0) {
			st_spin_while(&sd->fires, atomic_read(&sd->fires));
		} else if (i % ST_CYCLE_SYNC == 0) {
			atomic_set(&q->linger, 1);
			st_spin_while(&q->in_poll, 0);
		}
		if (napi_is_scheduled(&q->napi))
			c->busy++;
		napi_disable(&q->napi);
		if (atomic_read(&q->in_poll))
			c->running++;
		polls = atomic_read(&q->polls);
		if (polls != enabled_at[n])
			c->repolled[n]++;
		/* let the timer try: interrupt on, ring full */
		refused = atomic_read(&q->refused);
		atomic_set(&q->irq_on, 1);
		st_spin_us(20 + (i % 8) * 20);
		if (atomic_read(&q->polls) != polls ||
		    atomic_read(&q->in_poll))
			c->polled++;
		c->refused += atomic_read(&q->refused) - refused;
		enabled_at[n] = atomic_read(&q->polls);
		napi_enable(&q->napi);
		cond_resched();
	}
	c->cycles = i;
	c->ms = jiffies_to_msecs(jiffies - t0);
	complete(&c->done);
	return 0;
}

static void st_cycle(struct st_dev *sd)
{
	static const char name[] = __stringify(ST_CYCLES)
		" disable/enable cycles against a scheduling timer";
	struct st_cycles c = { .sd = sd };
	struct task_struct *t;
	int i, cpu, timer_cpu, polls = 0, ok, fed = 1, before[ST_QUEUES];
	char why[200];

	/* the thread on another CPU than the timer, if there is one */
	timer_cpu = atomic_read(&sd->timer_cpu);
	cpu = timer_cpu;
	for_each_online_cpu(i) {
		if (i != timer_cpu) {
			cpu = i;
			break;
		}
	}
	for (i = 0; i < ST_QUEUES; i++)
		st_reset_counts(&sd->q[i]);
	atomic_set(&sd->cycle_cpu, cpu);
	atomic_set(&sd->fires, 0);
	atomic_set(&sd->fires_there, 0);
	atomic_set(&sd->refill, ST_CYCLE_REFILL);
	init_completion(&c.done);
	t = st_thread_on(st_cycler, &c, cpu, "napi_st_cycle");
	if (!IS_ERR(t))
		wait_for_completion(&c.done);
	atomic_set(&sd->refill, 0);
	for (i = 0; i < ST_QUEUES; i++)
		atomic_set(&sd->q[i].linger, 0);

	/* every instance was left enabled, interrupt on: it drains again */
	for (i = 0; i < ST_QUEUES; i++) {
		polls += atomic_read(&sd->q[i].polls);
		before[i] = atomic_read(&sd->q[i].polls);
		fed &= st_feed_and_drain(&sd->q[i], 10) &&
		       atomic_read(&sd->q[i].polls) > before[i];
	}
	pr_info("# cycles on cpu%d, the timer's %d of %d runs there; %d disables met a scheduled instance, %d schedules refused while disabled\n",
		cpu, atomic_read(&sd->fires_there), atomic_read(&sd->fires),
		c.busy, c.refused);
	ok = !IS_ERR(t) && c.cycles == ST_CYCLES && !c.polled &&
	     !c.running && fed;
	for (i = 0; i < ST_QUEUES; i++)
		ok &= c.repolled[i] > 0;
	snprintf(why, sizeof(why),
		 "%d cycles in %u ms, %d polls, violations %d (%d polled while disabled, %d running after disable), re-polled %d/%d/%d, drained %d",
		 c.cycles, c.ms, polls, c.polled + c.running, c.polled,
		 c.running, c.repolled[0], c.repolled[1], c.repolled[2], fed);
	st_figures(ok, name, why);
}

#ifdef NAPI_COMPAT_HAVE_NAPIF_STATE_NPSVC
/*
 * napi_enable against a reader on the other CPU.  From 4.x on,
 * napi_disable holds NPSVC as well as SCHED, and napi_complete_done
 * refuses to complete while NPSVC is set; so an enable must never let
 * anyone see SCHED free while NPSVC is still held, or an interrupt that
 * schedules the instance in that moment leaves it scheduled for good.
 * The watcher reads the state as fast as it can and counts such torn
 * states, first while the kernel's own napi_enable runs (where the library
 * replaces it: a figure, how often the window shows) and then while the
 * napi_enable a driver gets runs (must be none).
 */
struct st_enable_watch {
	struct napi_struct *napi;
	atomic_t stop;
	atomic_t phase;		/* 0: the kernel's napi_enable, 1: ours */
	atomic_t seen;		/* the phase the watcher last read in */
	int cycles[2];
	int torn[2];
	unsigned long reads[2];
	struct completion done;
};

static int st_enable_watcher(void *data)
{
	struct st_enable_watch *w = data;
	unsigned long state;
	int phase;

	while (!atomic_read(&w->stop)) {
		phase = atomic_read(&w->phase);
		atomic_set(&w->seen, phase);
		state = READ_ONCE(w->napi->state);
		if ((state & NAPIF_STATE_NPSVC) && !(state & NAPIF_STATE_SCHED))
			w->torn[phase]++;
		if ((++w->reads[phase] & 4095) == 0)
			cond_resched();
	}
	complete(&w->done);
	return 0;
}

#ifdef NAPI_COMPAT_ENABLE_NPSVC
#define ST_ENABLE_WHOSE "library's"
#else
#define ST_ENABLE_WHOSE "kernel's"
#endif

/*
 * ST_ENABLE_CYCLES disable/enable pairs (five seconds at most; a tenth
 * of them will do on a slow guest) with the
 * kernel's napi_enable where the library replaces it, then as many with
 * the napi_enable a driver gets.
 */
static int st_enable_cycler(void *data)
{
	struct st_enable_watch *w = data;
	unsigned long end;
	int i, phase;

	for (phase = 0; phase < 2; phase++) {
#ifndef NAPI_COMPAT_ENABLE_NPSVC
		if (phase == 0)
			continue;
#endif
		atomic_set(&w->phase, phase);
		/* cycle only while the watcher reads (a second at most) */
		end = jiffies + HZ;
		while (atomic_read(&w->seen) != phase && time_before(jiffies, end))
			cpu_relax();
		end = jiffies + 5 * HZ;
		for (i = 0; i < ST_ENABLE_CYCLES && time_before(jiffies, end);
		     i++) {
			napi_disable(w->napi);
			if (phase == 0)
				(napi_enable)(w->napi);	/* the kernel's */
			else
				napi_enable(w->napi);
			if (i % 256 == 0)
				cond_resched();
		}
		w->cycles[phase] = i;
	}
	atomic_set(&w->stop, 1);
	return 0;
}

static void st_enable_step(struct st_dev *sd)
{
	static const char name[] =
		"napi_enable never shows NPSVC held with SCHED free";
	struct st_queue *q = &sd->q[2];
	struct st_enable_watch w = { .napi = &q->napi };
	struct task_struct *tw, *tc;
	int cpu, cpu_a = -1, cpu_b = -1, irq_on, len;
	char why[200];

	for_each_online_cpu(cpu) {
		if (cpu_a < 0)
			cpu_a = cpu;
		else if (cpu_b < 0)
			cpu_b = cpu;
	}
	if (cpu_b < 0 || !q->enabled) {
		st_skip(name, cpu_b < 0 ? "needs two CPUs" : "instance down");
		return;
	}
	/* keep the timer away from this instance meanwhile */
	irq_on = atomic_xchg(&q->irq_on, 0);
	init_completion(&w.done);
	atomic_set(&w.phase, 1);
	atomic_set(&w.seen, -1);
	tw = st_thread_on(st_enable_watcher, &w, cpu_b, "napi_st_watch");
	if (IS_ERR(tw)) {
		atomic_set(&q->irq_on, irq_on);
		st_result(0, name, "no watcher thread");
		return;
	}
	msleep(20);	/* the watcher reads before the first cycle */
	tc = st_thread_on(st_enable_cycler, &w, cpu_a, "napi_st_enable");
	if (IS_ERR(tc))
		atomic_set(&w.stop, 1);
	wait_for_completion(&w.done);
	atomic_set(&q->irq_on, irq_on);
	len = snprintf(why, sizeof(why), "%s napi_enable: %d cycles, %d torn in %lu reads",
		       ST_ENABLE_WHOSE,
		       w.cycles[1], w.torn[1], w.reads[1]);
	if (w.cycles[0])
		snprintf(why + len, sizeof(why) - len,
			 "; the kernel's inline one: %d cycles, %d torn in %lu reads",
			 w.cycles[0], w.torn[0], w.reads[0]);
	st_figures(!IS_ERR(tc) && w.cycles[1] >= ST_ENABLE_CYCLES / 10 &&
		   w.reads[1] > 0 && w.torn[1] == 0, name, why);
}
#else
static void st_enable_step(struct st_dev *sd)
{
	st_skip("napi_enable never shows NPSVC held with SCHED free",
		"napi_disable does not hold NPSVC on this kernel");
}
#endif

static void st_clamp(struct st_dev *sd)
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

/*
 * netpoll on kernels without napi_struct: it only ever polls the real
 * device, so the library must reach every instance from there.  With the
 * timer stopped and softirqs held off, any poll that happens inside
 * netpoll_poll() is netpoll's.
 */
static void st_netpoll(struct st_dev *sd)
{
#if defined(NAPI_COMPAT_EMULATED) && defined(CONFIG_NETPOLL)
	struct netpoll np;
	int i, err, polled[ST_QUEUES], n = 0, ok = 1;
	char why[160];

	atomic_set(&sd->stopping, 1);
	timer_delete_sync(&sd->timer);
	memset(&np, 0, sizeof(np));
	snprintf(np.dev_name, IFNAMSIZ, "%s", sd->ndev->name);
	np.name = "napi_compat_selftest";
	np.local_ip = 0xc0000202;	/* 192.0.2.2 */
	np.remote_ip = 0xc0000201;	/* 192.0.2.1: never sent to */
	np.local_port = 6665;
	np.remote_port = 6666;
	memset(np.remote_mac, 0xff, ETH_ALEN);
	err = netpoll_setup(&np);
	if (err) {
		snprintf(why, sizeof(why), "netpoll_setup: %d", err);
		st_result(0, "netpoll polls every instance of the device", why);
		goto out;
	}
	/* the hidden instances first: netpoll must be let in for them */
	for (i = ST_QUEUES - 1; i >= 0; i--) {
		st_reset_counts(&sd->q[i]);
		atomic_set(&sd->q[i].pending, i ? 5 : 0);
		atomic_set(&sd->q[i].irq_on, 1);
	}
	local_bh_disable();
	netpoll_poll(&np);
	for (i = 0; i < ST_QUEUES; i++)
		polled[i] = atomic_read(&sd->q[i].work);
	local_bh_enable();
	netpoll_cleanup(&np);
	/* one netpoll poll each, within the instance's own weight */
	for (i = 1; i < ST_QUEUES; i++) {
		ok &= polled[i] == min(5, sd->q[i].weight);
		n += snprintf(why + n, sizeof(why) - n,
			      "q%d: %d of 5 taken under netpoll (weight %d); ",
			      i, polled[i], sd->q[i].weight);
	}
out:
	atomic_set(&sd->stopping, 0);
	mod_timer(&sd->timer, jiffies + 1);
	/* and what netpoll left, the softirq takes */
	for (i = 0; i < ST_QUEUES; i++)
		ok &= st_feed_and_drain(&sd->q[i], 0);
	if (!err)
		st_result(ok, "netpoll polls every instance of the device",
			  why);
#else
	st_skip("netpoll polls every instance of the device",
		"the kernel's own netpoll walks its napi_struct list");
#endif
}

static void st_names(struct st_dev *sd)
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

static void st_receive(struct st_dev *sd)
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
static void st_forms(void)
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
static void __maybe_unused st_locked_forms(struct net_device *dev,
					   struct napi_struct *napi)
{
	netif_napi_add_locked(dev, napi, st_poll);
	napi_enable_locked(napi);
	napi_disable_locked(napi);
	netif_napi_del_locked(napi);
	napi_schedule_irqoff(napi);
}

/*
 * A device that goes down is never polled again, even when its driver
 * forgets to disable its instances in ndo_stop (kernels where the library
 * runs the instances itself).
 */
static int st_dev_open(struct net_device *dev)
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

static void st_close(struct st_dev *sd)
{
#ifdef NAPI_COMPAT_EMULATED
	struct st_queue *q = &sd->q[0];
	int polls, refused, drained, err;
	char why[120];

	sd->lazy_stop = 1;
	rtnl_lock();
	dev_close(sd->ndev);
	rtnl_unlock();
	st_reset_counts(q);
	atomic_set(&q->pending, 10);
	atomic_set(&q->irq_on, 1);
	msleep(100);
	polls = atomic_read(&q->polls);
	refused = atomic_read(&q->refused);
	err = st_dev_open(sd->ndev);
	sd->lazy_stop = 0;
	drained = st_feed_and_drain(q, 0);
	snprintf(why, sizeof(why),
		 "polls while down %d, refused %d, reopened %d, drained %d",
		 polls, refused, err, drained);
	st_result(polls == 0 && refused > 0 && !err && drained,
		  "a closed device is never polled, and polls again when up",
		  why);
#else
	st_skip("a closed device is never polled, and polls again when up",
		"the kernel's own napi_struct: its drivers disable in ndo_stop");
#endif
}

/*
 * netif_threaded_enable: a flood that never lets the poll complete is
 * polled by the instance's own thread, each poll within its budget, and
 * napi_disable stops that thread's polls.  On a device of its own, as the
 * call belongs before register_netdev.
 */
#ifdef ST_THREADS
static void st_threaded(void)
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
static void st_threaded(void)
{
	const char *why = "no NAPI threads from 4.10 to 5.11 (ksoftirqd takes long softirq work)";

	st_skip("threaded: a flood is polled by the instance's thread, within its budget",
		why);
	st_skip("threaded: napi_disable stops the thread's polls", why);
}
#endif

/* ndo_validate_addr = eth_validate_addr: no opening without an address */
static void st_validate(struct st_dev *sd)
{
	static const u8 zero[ETH_ALEN];
	u8 mac[ETH_ALEN];
	int refused, reopened, i;
	char why[80];

	ether_addr_copy(mac, sd->ndev->dev_addr);
	rtnl_lock();
	dev_close(sd->ndev);
	eth_hw_addr_set(sd->ndev, zero);
	rtnl_unlock();
	refused = st_dev_open(sd->ndev);
	rtnl_lock();
	eth_hw_addr_set(sd->ndev, mac);
	rtnl_unlock();
	reopened = st_dev_open(sd->ndev);
	/* st_stop disabled every instance; enabled again as st_init does */
	for (i = 0; i < ST_QUEUES; i++) {
		if (!sd->q[i].enabled) {
			napi_enable(&sd->q[i].napi);
			sd->q[i].enabled = 1;
		}
	}
	snprintf(why, sizeof(why), "open without an address %d, with one %d",
		 refused, reopened);
	/* -EADDRNOTAVAIL from eth_validate_addr; 2.6.23 to 2.6.28 check
	 * first with their own dev->validate_addr, which says -EINVAL
	 */
	st_result(refused < 0 && !reopened,
		  "ndo_validate_addr refuses to open a device without an address",
		  why);
}

static int st_on_list(struct st_dev *sd, struct napi_struct *napi)
{
#ifdef NAPI_COMPAT_EMULATED
	return !list_empty(&napi->dev_list);
#else
	struct napi_struct *n;

	list_for_each_entry(n, &sd->ndev->napi_list, dev_list)
		if (n == napi)
			return 1;
	return 0;
#endif
}

static void st_delete(struct st_dev *sd)
{
	struct st_queue *q = &sd->q[2];
	int before = napi_compat_hidden_devices(), after, listed;
	char why[120];

	napi_disable(&q->napi);
	q->enabled = 0;
	netif_napi_del(&q->napi);
	after = napi_compat_hidden_devices();
	listed = st_on_list(sd, &q->napi);
	snprintf(why, sizeof(why),
		 "on the device's list %d, hidden devices %d -> %d", listed,
		 before, after);
#ifdef NAPI_COMPAT_EMULATED
	st_result(!listed && after == before - 1,
		  "netif_napi_del tears the instance down", why);
#else
	st_result(!listed, "netif_napi_del tears the instance down", why);
#endif
}

/*
 * The shims of general helpers (docs/api-usage.md), on kernels that have
 * them natively too: the same answers either way.
 */
static void st_helpers(void)
{
	unsigned long word = 0;
	char why[120];
	int ok;

	WRITE_ONCE(word, GENMASK(7, 4) | BIT(0));
	ok = READ_ONCE(word) == 0xf1 && GENMASK(31, 0) == 0xffffffffUL &&
	     GENMASK_ULL(63, 60) == 0xf000000000000000ULL &&
	     BIT_ULL(40) == 0x10000000000ULL && DIV_ROUND_UP(10, 4) == 3 &&
	     DIV_ROUND_UP(12, 4) == 3;
	snprintf(why, sizeof(why), "word %#lx, GENMASK(31, 0) %#lx", word,
		 (unsigned long)GENMASK(31, 0));
	st_result(ok, "READ_ONCE, WRITE_ONCE, BIT, GENMASK, DIV_ROUND_UP", why);
}

static void st_allocs(void)
{
	struct st_queue *one, *many, *huge;
	char why[120];
	int ok, i, dirty = 0;

	one = kzalloc_obj(*one);
	many = kzalloc_objs(struct st_queue, 4, GFP_KERNEL);
	huge = kmalloc_objs(*huge, ~(size_t)0 / 2, GFP_KERNEL | __GFP_NOWARN);
	ok = one && many && !huge;
	for (i = 0; many && i < 4; i++)
		dirty += atomic_read(&many[i].pending) + many[i].weight;
	if (one)
		dirty += one->weight + one->enabled;
	snprintf(why, sizeof(why), "one %d, four %d, overflowing %d, dirty %d",
		 !!one, !!many, !!huge, dirty);
	st_result(ok && !dirty,
		  "kzalloc_obj, kzalloc_objs zeroed; an overflowing kmalloc_objs is NULL",
		  why);
	kfree(one);
	kfree(many);
	kfree(huge);
}

static void st_addresses(void)
{
	struct net_device *dev = alloc_etherdev(0);
	static const u8 a[ETH_ALEN] = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 };
	u8 b[ETH_ALEN] = { 0 };
	char why[120];
	int ok;

	if (!dev) {
		st_result(0, "ether_addr_copy, eth_hw_addr_random", "no memory");
		return;
	}
	ether_addr_copy(b, a);
	eth_hw_addr_random(dev);
	ok = !memcmp(a, b, ETH_ALEN) && is_valid_ether_addr(dev->dev_addr) &&
	     (dev->dev_addr[0] & 0x02);
	snprintf(why, sizeof(why), "copied %d, random %02x:%02x:%02x:%02x:%02x:%02x",
		 !memcmp(a, b, ETH_ALEN), dev->dev_addr[0], dev->dev_addr[1],
		 dev->dev_addr[2], dev->dev_addr[3], dev->dev_addr[4],
		 dev->dev_addr[5]);
	st_result(ok, "ether_addr_copy, eth_hw_addr_random (valid, locally administered)",
		  why);
	free_netdev(dev);
}

/*
 * Three multicast addresses on a device, walked as a driver's rx_mode
 * does.  Where the kernel has the walk, on the registered device (its
 * address list's lock gets its lockdep class at registration), which may
 * hold addresses of its own (IPv6's); under the shim, on a fresh device
 * whose old-style list the test builds.
 */
static void st_multicast(struct st_dev *sd)
{
	static const u8 mc[3][ETH_ALEN] = {
		{ 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 },
		{ 0x01, 0x00, 0x5e, 0x00, 0x00, 0x02 },
		{ 0x33, 0x33, 0x00, 0x00, 0x00, 0x03 },
	};
	struct netdev_hw_addr *ha;
	int i, n = 0, seen = 0, count;
	char why[120];
#ifdef NAPI_COMPAT_HAVE_NETDEV_FOR_EACH_MC_ADDR
	struct net_device *dev = sd->ndev;

	for (i = 0; i < 3; i++)
		dev_mc_add(dev, mc[i]);
	netif_addr_lock_bh(dev);
#else
	struct net_device *dev = alloc_etherdev(0);
	struct dev_mc_list *e = kcalloc(3, sizeof(*e), GFP_KERNEL);

	if (!dev) {
		kfree(e);
		st_result(0, "netdev_for_each_mc_addr", "no memory");
		return;
	}
	/* the kernel's own list, built as dev_mc_add would */
	for (i = 0; e && i < 3; i++) {
		memcpy(e[i].dmi_addr, mc[i], ETH_ALEN);
		e[i].dmi_addrlen = ETH_ALEN;
		e[i].next = i < 2 ? &e[i + 1] : NULL;
	}
	dev->mc_list = e;
	dev->mc_count = e ? 3 : 0;
#endif
	netdev_for_each_mc_addr(ha, dev) {
		n++;
		for (i = 0; i < 3; i++)
			if (!memcmp(ha->addr, mc[i], ETH_ALEN))
				seen |= 1 << i;
	}
	count = netdev_mc_count(dev);
#ifdef NAPI_COMPAT_HAVE_NETDEV_FOR_EACH_MC_ADDR
	netif_addr_unlock_bh(dev);
	for (i = 0; i < 3; i++)
		dev_mc_del(dev, mc[i]);
#else
	dev->mc_list = NULL;
	dev->mc_count = 0;
	kfree(e);
	free_netdev(dev);
#endif
	snprintf(why, sizeof(why), "%d of %d walked, ours found %#x", n, count,
		 seen);
	st_result(n == count && n >= 3 && seen == 7,
		  "netdev_for_each_mc_addr walks the device's multicast list", why);
}

static void st_frags(void)
{
	struct sk_buff *skb = alloc_skb(128, GFP_KERNEL);
	struct page *page = alloc_page(GFP_KERNEL);
	s64 us;
	ktime_t t0;
	char why[120];
	unsigned int size = 0;
	int iph_ok = 0;

	if (skb) {
		/* the network header where the data starts, as a driver's rx */
#ifdef NAPI_COMPAT_HAVE_IP_HDR
		skb_reset_network_header(skb);
#else
		skb->nh.raw = skb->data;
#endif
		iph_ok = (void *)ip_hdr(skb) == (void *)skb->data;
		skb_tx_timestamp(skb);
	}
	if (skb && page) {
		skb_fill_page_desc(skb, 0, page, 16, 100);
		page = NULL;	/* the skb holds it now */
		size = skb_frag_size(&skb_shinfo(skb)->frags[0]);
	}
	if (page)
		__free_page(page);
	kfree_skb(skb);
	t0 = ktime_get();
	usleep_range(3000, 4000);
	us = ktime_to_ns(ktime_sub(ktime_get(), t0)) / 1000;
	snprintf(why, sizeof(why), "ip_hdr %d, fragment of %u bytes; slept %lld us",
		 iph_ok, size, (long long)us);
	st_figures(iph_ok && size == 100 && us >= 3000,
		   "ip_hdr, skb_frag_size of a 100-byte fragment; usleep_range(3000, 4000) sleeps >= 3 ms",
		   why);
}

/*
 * ndo_features_check (3.19; from 3.3 the library asks it in front of the
 * driver's ndo_start_xmit): a device offering checksum and TSO whose
 * method takes both away again must be given frames the stack (or the
 * library) checksummed and segmented.  Its own device, so the NAPI
 * instances above see none of this.
 */
#if defined(NAPI_COMPAT_HAVE_NDO_FEATURES_CHECK) || \
	(defined(NAPI_COMPAT_HAVE_NETDEV_FEATURES_T) && \
	 defined(NETIF_F_HW_VLAN_CTAG_TX))
struct st_fc {
	int strip;		/* the method takes the offloads away */
	atomic_t frames, partial, gso, bad;
};

/* The UDP or TCP checksum of a frame that left without CHECKSUM_PARTIAL. */
static bool st_fc_csum_ok(struct sk_buff *skb)
{
	const struct iphdr *iph;
	unsigned int l4len;

	if (skb_linearize(skb) || skb->len < ETH_HLEN + sizeof(*iph))
		return false;
	iph = (const struct iphdr *)(skb->data + ETH_HLEN);
	if (skb->len < ETH_HLEN + ntohs(iph->tot_len) ||
	    ntohs(iph->tot_len) < iph->ihl * 4 + sizeof(struct udphdr))
		return false;
	l4len = ntohs(iph->tot_len) - iph->ihl * 4;
	return !csum_tcpudp_magic(iph->saddr, iph->daddr, l4len, iph->protocol,
				  csum_partial((const u8 *)iph + iph->ihl * 4,
					       l4len, 0));
}

/*
 * One of st_fc_frame's frames (the device also sends IPv6 neighbour
 * discovery of its own once it is up).
 */
static bool st_fc_ours(struct sk_buff *skb)
{
	const struct iphdr *iph;

	if (skb->protocol != htons(ETH_P_IP) ||
	    !pskb_may_pull(skb, ETH_HLEN + sizeof(*iph)))
		return false;
	iph = (const struct iphdr *)(skb->data + ETH_HLEN);
	return iph->saddr == htonl(0xc0000202) &&
	       iph->daddr == htonl(0xc0000201);
}

static netdev_tx_t st_fc_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct st_fc *fc = netdev_priv(dev);

	if (!st_fc_ours(skb)) {
		dev_kfree_skb_any(skb);
		return NETDEV_TX_OK;
	}
	if (skb_is_gso(skb))
		atomic_inc(&fc->gso);
	else if (skb->ip_summed == CHECKSUM_PARTIAL)
		atomic_inc(&fc->partial);
	else if (!st_fc_csum_ok(skb))
		atomic_inc(&fc->bad);
	atomic_inc(&fc->frames);
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static netdev_features_t st_fc_check(struct sk_buff *skb,
				     struct net_device *dev,
				     netdev_features_t features)
{
	struct st_fc *fc = netdev_priv(dev);

	if (fc->strip)
		features &= ~(NETIF_F_IP_CSUM | NETIF_F_HW_CSUM | NETIF_F_TSO);
	return vlan_features_check(skb, features);
}

static const struct net_device_ops st_fc_ops = {
	.ndo_open = st_open_or_stop,
	.ndo_stop = st_open_or_stop,
	.ndo_start_xmit = st_fc_xmit,
	.ndo_features_check = st_fc_check,
	.ndo_validate_addr = eth_validate_addr,
};

/*
 * An IPv4 frame to ourselves with PAYLOAD bytes of UDP (mss 0) or of TCP
 * to be cut into MSS-byte segments, its checksum left to the device.
 */
static struct sk_buff *st_fc_frame(struct net_device *dev,
				   unsigned int payload, unsigned int mss)
{
	unsigned int l4 = mss ? sizeof(struct tcphdr) : sizeof(struct udphdr);
	unsigned int len = ETH_HLEN + sizeof(struct iphdr) + l4 + payload;
	struct sk_buff *skb = alloc_skb(len + NET_IP_ALIGN, GFP_KERNEL);
	struct ethhdr *eth;
	struct iphdr *iph;
	unsigned int i;
	u8 *data;

	if (!skb)
		return NULL;
	skb_reserve(skb, NET_IP_ALIGN);
	data = skb_put(skb, len);
	memset(data, 0, len);
	for (i = 0; i < payload; i++)
		data[len - payload + i] = i * 7 + 1;
	skb_reset_mac_header(skb);
	eth = (struct ethhdr *)data;
	memcpy(eth->h_dest, dev->dev_addr, ETH_ALEN);
	memcpy(eth->h_source, dev->dev_addr, ETH_ALEN);
	eth->h_proto = htons(ETH_P_IP);
	skb_set_network_header(skb, ETH_HLEN);
	iph = ip_hdr(skb);
	iph->version = 4;
	iph->ihl = 5;
	iph->ttl = 64;
	iph->frag_off = htons(0x4000);	/* don't fragment */
	iph->protocol = mss ? IPPROTO_TCP : IPPROTO_UDP;
	iph->tot_len = htons(len - ETH_HLEN);
	iph->saddr = htonl(0xc0000202);	/* 192.0.2.2 */
	iph->daddr = htonl(0xc0000201);
	iph->check = ip_fast_csum((u8 *)iph, iph->ihl);
	skb_set_transport_header(skb, ETH_HLEN + sizeof(*iph));
	skb->csum_start = skb_transport_header(skb) - skb->head;
	if (mss) {
		struct tcphdr *th = tcp_hdr(skb);

		th->source = htons(9000);
		th->dest = htons(9000);
		th->seq = htonl(1);
		th->doff = sizeof(*th) / 4;
		th->ack = 1;
		th->window = htons(1024);
		th->check = ~csum_tcpudp_magic(iph->saddr, iph->daddr,
					       l4 + payload, IPPROTO_TCP, 0);
		skb->csum_offset = offsetof(struct tcphdr, check);
		skb_shinfo(skb)->gso_size = mss;
		skb_shinfo(skb)->gso_type = SKB_GSO_TCPV4;
		skb_shinfo(skb)->gso_segs = DIV_ROUND_UP(payload, mss);
	} else {
		struct udphdr *uh = udp_hdr(skb);

		uh->source = htons(9000);
		uh->dest = htons(9000);
		uh->len = htons(l4 + payload);
		uh->check = ~csum_tcpudp_magic(iph->saddr, iph->daddr,
					       l4 + payload, IPPROTO_UDP, 0);
		skb->csum_offset = offsetof(struct udphdr, check);
	}
	skb->ip_summed = CHECKSUM_PARTIAL;
	skb->protocol = htons(ETH_P_IP);
	skb->dev = dev;
	return skb;
}

/* Send one frame; "frames partial gso bad" as the driver saw them. */
static void st_fc_send(struct net_device *dev, int strip,
		       unsigned int payload, unsigned int mss, int *seen)
{
	struct st_fc *fc = netdev_priv(dev);
	struct sk_buff *skb = st_fc_frame(dev, payload, mss);
	unsigned long end = jiffies + msecs_to_jiffies(ST_WAIT_MS);
	int want = strip && mss ? DIV_ROUND_UP(payload, mss) : 1;

	fc->strip = strip;
	atomic_set(&fc->frames, 0);
	atomic_set(&fc->partial, 0);
	atomic_set(&fc->gso, 0);
	atomic_set(&fc->bad, 0);
	if (skb)
		dev_queue_xmit(skb);
	while (atomic_read(&fc->frames) < want && time_before(jiffies, end))
		usleep_range(1000, 2000);
	usleep_range(10000, 20000);	/* anything more than wanted, too */
	seen[0] = atomic_read(&fc->frames);
	seen[1] = atomic_read(&fc->partial);
	seen[2] = atomic_read(&fc->gso);
	seen[3] = atomic_read(&fc->bad);
}

static void st_features_check(void)
{
	static const u8 mac[ETH_ALEN] = { 0x02, 0x00, 0x00, 0x4e, 0x43, 0x02 };
	int udp_kept[4], udp[4], tcp_kept[4], tcp[4];
	struct net_device *dev = alloc_etherdev(sizeof(struct st_fc));
	const char *name = "ndo_features_check: what it takes away is done before the driver (a checksum, TSO into 3 segments)";
	char why[200];
	int err = -ENOMEM;

	if (dev) {
		eth_hw_addr_set(dev, mac);
		dev->netdev_ops = &st_fc_ops;
		dev->features |= NETIF_F_SG | NETIF_F_IP_CSUM | NETIF_F_TSO;
		err = register_netdev(dev);
		if (err) {
			free_netdev(dev);
			dev = NULL;
		}
	}
	if (dev)
		err = st_dev_open(dev);
	if (err) {
		snprintf(why, sizeof(why), "the device did not come up: %d", err);
		st_result(0, name, why);
		if (dev) {
			unregister_netdev(dev);
			free_netdev(dev);
		}
		return;
	}
	st_fc_send(dev, 0, 200, 0, udp_kept);
	st_fc_send(dev, 1, 200, 0, udp);
	st_fc_send(dev, 0, 300, 100, tcp_kept);
	st_fc_send(dev, 1, 300, 100, tcp);
	unregister_netdev(dev);
	free_netdev(dev);
	snprintf(why, sizeof(why),
		 "frames/partial/gso/bad: UDP kept %d/%d/%d/%d, taken %d/%d/%d/%d; TCP kept %d/%d/%d/%d, taken %d/%d/%d/%d",
		 udp_kept[0], udp_kept[1], udp_kept[2], udp_kept[3],
		 udp[0], udp[1], udp[2], udp[3],
		 tcp_kept[0], tcp_kept[1], tcp_kept[2], tcp_kept[3],
		 tcp[0], tcp[1], tcp[2], tcp[3]);
	st_figures(udp_kept[0] == 1 && udp_kept[1] == 1 &&
		   udp[0] == 1 && !udp[1] && !udp[3] &&
		   tcp_kept[0] == 1 && tcp_kept[2] == 1 &&
		   tcp[0] == 3 && !tcp[1] && !tcp[2] && !tcp[3],
		   name, why);
}
#else
static void st_features_check(void)
{
	st_skip("ndo_features_check",
		"the library asks it from 3.3, vlan_features_check from 3.10");
}
#endif

/*
 * Receive buffers and fragments: skb_frag_address is where the page's
 * data starts plus the offset, and netdev_alloc_skb_ip_align reserves
 * NET_IP_ALIGN bytes more in front than netdev_alloc_skb.
 */
static void st_buffers(struct st_dev *sd)
{
	struct sk_buff *skb = alloc_skb(128, GFP_KERNEL);
	struct sk_buff *plain = netdev_alloc_skb(sd->ndev, 1536);
	struct sk_buff *aligned = netdev_alloc_skb_ip_align(sd->ndev, 1536);
	struct page *page = alloc_page(GFP_KERNEL);
	void *want = NULL, *got = NULL;
	int room = -1, room_aligned = -1;
	char why[160];

	if (skb && page) {
		want = page_address(page) + 16;
		skb_fill_page_desc(skb, 0, page, 16, 100);
		page = NULL;	/* the skb holds it now */
		got = skb_frag_address(&skb_shinfo(skb)->frags[0]);
	}
	if (plain && aligned) {
		room = skb_headroom(plain);
		room_aligned = skb_headroom(aligned);
	}
	if (page)
		__free_page(page);
	kfree_skb(skb);
	kfree_skb(plain);
	kfree_skb(aligned);
	snprintf(why, sizeof(why), "fragment address %s; headroom %d, aligned %d (NET_IP_ALIGN %d)",
		 got && got == want ? "right" : "wrong", room, room_aligned,
		 NET_IP_ALIGN);
	st_figures(got && got == want && room >= 0 &&
		   room_aligned == room + NET_IP_ALIGN,
		   "skb_frag_address, netdev_alloc_skb_ip_align", why);
}

struct st_msg_priv {
	u32 msg_enable;
};

/*
 * netif_info prints (and evaluates its arguments) only when the driver's
 * message level has the class; the byte queue limit calls leave the
 * device's queue running after what was sent completed.
 */
static void st_messages(struct st_dev *sd)
{
	struct st_msg_priv p = { .msg_enable = 0 };
	struct net_device *dev = sd->ndev;
	int printed = 0, stopped;
	char why[120];

	netif_info(&p, link, dev, "selftest: netif_info %d (link messages off)\n",
		   ++printed);
	p.msg_enable = NETIF_MSG_LINK;
	netif_info(&p, link, dev, "selftest: netif_info %d (link messages on)\n",
		   ++printed);
	netif_dbg(&p, rx_err, dev, "selftest: netif_dbg, rx_err off\n");
	pr_info_once("selftest: pr_info_once\n");

	netdev_reset_queue(dev);
	netdev_sent_queue(dev, 1000);
	netdev_completed_queue(dev, 1, 1000);
	stopped = netif_queue_stopped(dev);
	netdev_reset_queue(dev);
	snprintf(why, sizeof(why), "printed %d of 2; queue %s", printed,
		 stopped ? "stopped" : "running");
	st_figures(printed == 1 && !stopped,
		   "netif_info only at its message level; netdev_sent_queue, netdev_completed_queue",
		   why);
}

/*
 * The VLAN flags, and a tag beside a received frame: where the kernel
 * takes one (NETIF_F_HW_VLAN_CTAG_RX is not 0) the 3-argument
 * __vlan_hwaccel_put_tag puts it there; where it does not, the flag is 0
 * and the call is not made (it would drop the frame, with a warning).
 */
static void st_vlan(void)
{
	struct sk_buff *skb = alloc_skb(128, GFP_KERNEL);
	int present = -1, tag = -1;
	char why[120];

	if (!skb) {
		st_result(0, "__vlan_hwaccel_put_tag", "no memory");
		return;
	}
	if (NETIF_F_HW_VLAN_CTAG_RX) {
		__vlan_hwaccel_put_tag(skb, htons(ETH_P_8021Q), 42);
		present = !!skb_vlan_tag_present(skb);
		tag = skb_vlan_tag_get(skb) & VLAN_VID_MASK;
	}
	kfree_skb(skb);
	snprintf(why, sizeof(why), "CTAG_TX %#llx, CTAG_RX %#llx; tag beside %d, vid %d",
		 (unsigned long long)NETIF_F_HW_VLAN_CTAG_TX,
		 (unsigned long long)NETIF_F_HW_VLAN_CTAG_RX, present, tag);
	st_figures(NETIF_F_HW_VLAN_CTAG_TX && NETIF_F_HW_VLAN_CTAG_FILTER &&
		   (NETIF_F_HW_VLAN_CTAG_RX ? present == 1 && tag == 42 :
		    present == -1),
		   NETIF_F_HW_VLAN_CTAG_RX ?
		   "__vlan_hwaccel_put_tag(skb, 802.1Q, 42) puts the tag beside the frame" :
		   "NETIF_F_HW_VLAN_CTAG_RX is 0 where no tag can go beside a received frame",
		   why);
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
	st_helpers();
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
