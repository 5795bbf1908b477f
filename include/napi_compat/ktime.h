/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/ktime.h>: The monotonic clock as ktime_t.  Included by
 * include/linux/ktime.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_KTIME_H
#define NAPI_COMPAT_KTIME_H

#ifndef NAPI_COMPAT_LINUX_KTIME_H
#error "napi-compat: include <linux/ktime.h>, not this file"
#endif

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

#endif /* NAPI_COMPAT_KTIME_H */
