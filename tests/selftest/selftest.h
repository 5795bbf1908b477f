/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi_compat_selftest: what its files share.  The synthetic device the
 * tests drive (device.c), the result helpers that print the KTAP lines,
 * and the tests st_init runs in order, each in the file of what it tests.
 */
#ifndef NAPI_COMPAT_SELFTEST_H
#define NAPI_COMPAT_SELFTEST_H

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/ethtool.h>
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
#define ST_WAIT_MS	3000

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

extern const int st_weights[ST_QUEUES];
extern const struct net_device_ops st_ops;

/* device.c: results, and the synthetic device's methods and helpers */
void st_result(int ok, const char *name, const char *why);
void st_figures(int ok, const char *name, const char *why);
void st_skip(const char *name, const char *why);
void st_spin_us(unsigned int us);
int st_poll(struct napi_struct *napi, int budget);
void st_timer(struct timer_list *t);
int st_open_or_stop(struct net_device *dev);
int st_feed_and_drain(struct st_queue *q, int packets);
void st_reset_counts(struct st_queue *q);
int st_dev_open(struct net_device *dev);

/* napi.c: scheduling, budgets and instances */
void st_budget(struct st_dev *sd);
void st_rearm(struct st_dev *sd);
void st_instances(struct st_dev *sd);
void st_clamp(struct st_dev *sd);
void st_names(struct st_dev *sd);
void st_receive(struct st_dev *sd);
void st_forms(void);
void st_locked(struct st_dev *sd);
void st_strings(void);
void st_ethtool(struct st_dev *sd);
void st_today(struct st_dev *sd);
void st_hwtstamp(struct st_dev *sd);

/* disable.c: napi_disable and napi_enable races, close and delete */
void st_disable(struct st_dev *sd);
void st_cycle(struct st_dev *sd);
void st_enable_step(struct st_dev *sd);
void st_close(struct st_dev *sd);
void st_validate(struct st_dev *sd);
void st_delete(struct st_dev *sd);

/* netpoll.c */
void st_netpoll(struct st_dev *sd);

/* threaded.c: the poll threads */
void st_threaded(void);

/* helpers.c: the shims of general helpers */
void st_helpers(void);
void st_allocs(void);
void st_addresses(void);
void st_multicast(struct st_dev *sd);
void st_frags(void);
void st_buffers(struct st_dev *sd);
void st_messages(struct st_dev *sd);
void st_vlan(void);

/* features.c: ndo_features_check */
void st_features_check(void);

#endif /* NAPI_COMPAT_SELFTEST_H */
