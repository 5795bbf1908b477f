// SPDX-License-Identifier: GPL-2.0
/*
 * 4.14: from_timer() ("timer: Add timer_setup() and from_timer()");
 * 6.16 renamed it timer_container_of().
 */
#include <linux/timer.h>

struct holder {
	struct timer_list timer;
};

struct holder *napi_compat_probe(struct timer_list *t);
struct holder *napi_compat_probe(struct timer_list *t)
{
	struct holder *h = from_timer(h, t, timer);

	return h;
}
