// SPDX-License-Identifier: GPL-2.0
/*
 * 6.17: WQ_PERCPU ("workqueue: Add new WQ_PERCPU flag"), which asks
 * alloc_workqueue() for a queue bound to the CPU that queues the work,
 * what a queue without WQ_UNBOUND was before.
 * Bridged from 2.6.36.
 */
#include <linux/workqueue.h>

unsigned int napi_compat_probe(void);
unsigned int napi_compat_probe(void)
{
	return WQ_PERCPU;
}
