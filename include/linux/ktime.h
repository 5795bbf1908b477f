/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/ktime.h>.
 */
#ifndef NAPI_COMPAT_LINUX_KTIME_H
#define NAPI_COMPAT_LINUX_KTIME_H

#include_next <linux/ktime.h>
#include <compat.h>

/*
 * 2.6.21: ktime_get(), the monotonic clock as a ktime_t ("[PATCH]
 * hrtimers: add state tracking, namespace cleanup").  Before it the same
 * clock came as a timespec from ktime_get_ts().
 */
#ifndef NAPI_COMPAT_HAVE_KTIME_GET
static inline ktime_t napi_compat_ktime_get(void)
{
	struct timespec ts;

	ktime_get_ts(&ts);
	return timespec_to_ktime(ts);
}

#define ktime_get() napi_compat_ktime_get()
#endif

#endif /* NAPI_COMPAT_LINUX_KTIME_H */
