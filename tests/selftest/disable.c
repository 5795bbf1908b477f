// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: napi_disable and napi_enable against polls and
 * schedules on the other CPU, and the ways a device or an instance goes
 * away: a device closed by a driver that forgets napi_disable, a device
 * without an address refused at open, netif_napi_del.
 */
#include "selftest.h"

#define ST_RACE_TRIES	3

/* napi_disable/napi_enable against the timer: see st_cycle() */
#define ST_CYCLES	10000
#define ST_CYCLE_REFILL	24	/* packets the timer keeps pending */
#define ST_CYCLE_SYNC	40	/* every 40th cycle starts on a timer tick */
#define ST_CYCLE_MAX_MS	60000	/* give up (and fail) after this */
#define ST_ENABLE_CYCLES 20000	/* per napi_enable, see st_enable_step() */

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

void st_disable(struct st_dev *sd)
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

void st_cycle(struct st_dev *sd)
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

void st_enable_step(struct st_dev *sd)
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
void st_enable_step(struct st_dev *sd)
{
	st_skip("napi_enable never shows NPSVC held with SCHED free",
		"napi_disable does not hold NPSVC on this kernel");
}
#endif

/*
 * A device that goes down is never polled again, even when its driver
 * forgets to disable its instances in ndo_stop (kernels where the library
 * runs the instances itself).
 */
void st_close(struct st_dev *sd)
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

/* ndo_validate_addr = eth_validate_addr: no opening without an address */
void st_validate(struct st_dev *sd)
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

void st_delete(struct st_dev *sd)
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
