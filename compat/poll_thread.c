// SPDX-License-Identifier: GPL-2.0
/*
 * The poll threads' start, shared by the emulation's threads (2.6.23 and
 * older, napi_old.c) and the library's own threads for the kernel's
 * napi_struct (2.6.24 to 4.9, napi_threads.c).
 */
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/netdevice.h>

#include "napi_compat_internal.h"

/*
 * Start the thread that polls instance INDEX (counted from 0) of DEV by
 * running FN(NAPI), named "napi/<device>-<index>" as mainline names its
 * NAPI threads.  NULL, with a warning naming the device, when none can be
 * started: the caller then leaves the instance to softirq context.
 */
struct task_struct *napi_compat_poll_thread_start(int (*fn)(void *),
						  struct napi_struct *napi,
						  struct net_device *dev,
						  int index)
{
	struct task_struct *t;

	t = kthread_run(fn, napi, "napi/%s-%d", dev->name, index);
	if (!IS_ERR(t))
		return t;
	pr_warn("napi-compat: %s: no thread for NAPI instance %d (error %ld): it is polled in softirq context\n",
		dev->name, index, PTR_ERR(t));
	return NULL;
}
