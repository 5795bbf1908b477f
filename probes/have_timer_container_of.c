// SPDX-License-Identifier: GPL-2.0
/*
 * 6.16: timer_container_of(), the new name of from_timer() ("treewide,
 * timers: Rename from_timer() to timer_container_of()").
 */
#include <linux/timer.h>

struct holder {
	struct timer_list timer;
};

struct holder *napi_compat_probe(struct timer_list *t);
struct holder *napi_compat_probe(struct timer_list *t)
{
	struct holder *h = timer_container_of(h, t, timer);

	return h;
}
