/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/timer.h>: Kernel timers.  Included by
 * include/linux/timer.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_TIMER_H
#define NAPI_COMPAT_TIMER_H

#ifndef NAPI_COMPAT_LINUX_TIMER_H
#error "napi-compat: include <linux/timer.h>, not this file"
#endif

/*
 * 4.14: timer_setup(timer, callback, flags) with callback(struct
 * timer_list *) ("timer: Add timer_setup() and from_timer()").  Before it
 * the callback took an unsigned long; the timer's own address is passed
 * as that value, which is what the new callback expects.  The cast goes
 * through void (*)(void), the one function type gcc lets any other
 * convert to without a warning.
 */
#ifndef NAPI_COMPAT_HAVE_TIMER_SETUP
/* a statement: from 3.4 to 4.14 setup_timer is a do-while macro */
#define timer_setup(timer, callback, flags) \
	do { \
		(void)(flags); \
		setup_timer(timer, \
			    (void (*)(unsigned long))(void (*)(void))(callback), \
			    (unsigned long)(timer)); \
	} while (0)
#endif

/* 4.14: from_timer; 6.16 renamed it timer_container_of. */
#ifndef NAPI_COMPAT_HAVE_TIMER_CONTAINER_OF
#define timer_container_of(var, timer, field) \
	container_of(timer, typeof(*(var)), field)
#endif
#ifndef NAPI_COMPAT_HAVE_FROM_TIMER
#define from_timer(var, timer, field) timer_container_of(var, timer, field)
#endif

/* 6.2: timer_delete_sync, timer_delete, timer_shutdown_sync. */
#ifndef NAPI_COMPAT_HAVE_TIMER_DELETE_SYNC
#define timer_delete_sync(timer) del_timer_sync(timer)
#define timer_delete(timer) del_timer(timer)
#endif
#ifndef NAPI_COMPAT_HAVE_TIMER_SHUTDOWN_SYNC
#define timer_shutdown_sync(timer) del_timer_sync(timer)
#endif

#endif /* NAPI_COMPAT_TIMER_H */
