// SPDX-License-Identifier: GPL-2.0
/*
 * 6.2: timer_delete_sync() and timer_delete(), the new names of
 * del_timer_sync() and del_timer() ("timers: Rename del_timer_sync() to
 * timer_delete_sync()").
 */
#include <linux/timer.h>

int napi_compat_probe(struct timer_list *t);
int napi_compat_probe(struct timer_list *t)
{
	return timer_delete_sync(t) + timer_delete(t);
}
