// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: netpoll reaches every NAPI instance of a device,
 * where the library runs the instances itself.
 */
#include "selftest.h"

/*
 * netpoll on kernels without napi_struct: it only ever polls the real
 * device, so the library must reach every instance from there.  With the
 * timer stopped and softirqs held off, any poll that happens inside
 * netpoll_poll() is netpoll's.
 */
void st_netpoll(struct st_dev *sd)
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
