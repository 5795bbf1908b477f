/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/delay.h>: Sleeps and delays.  Included by
 * include/linux/delay.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_DELAY_H
#define NAPI_COMPAT_DELAY_H

#ifndef NAPI_COMPAT_LINUX_DELAY_H
#error "napi-compat: include <linux/delay.h>, not this file"
#endif

/*
 * 2.6.36: usleep_range(min, max) ("timer: Added usleep_range timer"): a
 * sleep of at least min microseconds, ending anywhere up to max.  Before
 * it, msleep of the minimum rounded up to whole milliseconds: never
 * shorter than asked, possibly longer than max (msleep wakes on a tick).
 */
#ifndef NAPI_COMPAT_HAVE_USLEEP_RANGE
static inline void napi_compat_usleep_range(unsigned long min,
					    unsigned long max)
{
	msleep(DIV_ROUND_UP(min, 1000));
}

#define usleep_range(min, max) napi_compat_usleep_range(min, max)
#endif

#endif /* NAPI_COMPAT_DELAY_H */
