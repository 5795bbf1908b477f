// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.21: ktime_get() declared for everyone ("[PATCH] hrtimers: add
 * state tracking, namespace cleanup"; in linux/ktime.h from 2.6.23).
 * Before it only ktime_get_ts() filled a timespec.
 */
#include <linux/ktime.h>
#include <linux/hrtimer.h>

ktime_t napi_compat_probe(void);
ktime_t napi_compat_probe(void)
{
	return ktime_get();
}
