/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/workqueue.h>: Work items.  Included by
 * include/linux/workqueue.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_WORKQUEUE_H
#define NAPI_COMPAT_WORKQUEUE_H

#ifndef NAPI_COMPAT_LINUX_WORKQUEUE_H
#error "napi-compat: include <linux/workqueue.h>, not this file"
#endif

/*
 * 2.6.20: a work function takes its work_struct and INIT_WORK has two
 * arguments ("WorkStruct: Pass the work_struct pointer instead of context
 * data").  Before it the core called func(data) with the data INIT_WORK
 * was given: giving it the work itself makes that today's call.
 */
#ifndef NAPI_COMPAT_HAVE_WORK_FUNC_T_WORK
#define napi_compat_old_work_func_t typeof(void (*)(void *data))

static inline void napi_compat_init_work(struct work_struct *work,
					 void (*func)(struct work_struct *))
{
	INIT_LIST_HEAD(&work->entry);
	work->pending = 0;
	/* through void (*)(void), the one cast -Wcast-function-type allows */
	PREPARE_WORK(work, (napi_compat_old_work_func_t)(void (*)(void))func,
		     work);
	init_timer(&work->timer);
}

#undef INIT_WORK
#define INIT_WORK(work, func) napi_compat_init_work(work, func)
#endif

/*
 * 2.6.22: cancel_work_sync(work) ("implement flush_work()/
 * cancel_work_sync()").  Before it a work queued with schedule_work could
 * only be waited for, with the rest of the shared queue: the work runs if
 * it was pending instead of being dropped, and nothing of it runs after.
 * A driver whose work must not run at that point needs its own check
 * there (ours: the device is down, so the reset work does nothing).
 * Returns false: whether it was pending is not known.
 */
#ifndef NAPI_COMPAT_HAVE_CANCEL_WORK_SYNC
static inline bool napi_compat_cancel_work_sync(struct work_struct *work)
{
	flush_scheduled_work();
	return false;
}

#define cancel_work_sync(work) napi_compat_cancel_work_sync(work)
#endif

/*
 * 6.17: WQ_PERCPU, a queue bound to the CPU that queues the work, which
 * 6.17 made a flag of its own so that unbound can become the default;
 * before it, every queue without WQ_UNBOUND is one.  The kernel's is an
 * enum constant: the probe is the test.
 */
#ifndef NAPI_COMPAT_HAVE_WQ_PERCPU
#define WQ_PERCPU 0
#endif

#endif /* NAPI_COMPAT_WORKQUEUE_H */
