// SPDX-License-Identifier: GPL-2.0
/*
 * 6.2: timer_shutdown_sync(), deleting a timer for good ("timers: Provide
 * timer_shutdown[_sync]()").
 */
#include <linux/timer.h>

int napi_compat_probe(struct timer_list *t);
int napi_compat_probe(struct timer_list *t)
{
	return timer_shutdown_sync(t);
}
