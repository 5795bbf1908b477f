// SPDX-License-Identifier: GPL-2.0
/*
 * 4.14: timer_setup() with callbacks taking the timer itself ("timer:
 * Add timer_setup() and from_timer()").
 */
#include <linux/timer.h>

static void callback(struct timer_list *t)
{
}

void napi_compat_probe(struct timer_list *t);
void napi_compat_probe(struct timer_list *t)
{
	timer_setup(t, callback, 0);
}
