// SPDX-License-Identifier: GPL-2.0
/*
 * napi-compat: the library's module.  It carries the out-of-line code that
 * kernels without napi_struct need (napi_old.c) and the poll threads of
 * kernels before 4.10 (napi_threads.c); on every kernel it announces which
 * library version the drivers beside it were built with.
 */
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/module.h>
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

static int __init napi_compat_init(void)
{
	int err = napi_compat_emul_init();

	if (err)
		return err;
	err = napi_compat_threads_init();
	if (err) {
		napi_compat_emul_exit();
		return err;
	}
	pr_info("napi_compat: version %s loaded (%s)\n",
	       NAPI_COMPAT_VERSION,
#ifdef NAPI_COMPAT_EMULATED
	       "napi_struct emulated on dev->poll"
#else
	       "the kernel's own napi_struct"
#endif
	       );
	return 0;
}

static void __exit napi_compat_exit(void)
{
	napi_compat_threads_exit();
	napi_compat_emul_exit();
	pr_info("napi_compat: unloaded\n");
}

module_init(napi_compat_init);
module_exit(napi_compat_exit);

MODULE_DESCRIPTION("NAPI compatibility library for out-of-tree NIC drivers");
MODULE_LICENSE("GPL");
MODULE_VERSION(NAPI_COMPAT_VERSION);
