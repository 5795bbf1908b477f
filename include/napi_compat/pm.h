/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/pm.h>: a driver's suspend and resume table.  Included
 * by include/linux/pm.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_PM_H
#define NAPI_COMPAT_PM_H

#ifndef NAPI_COMPAT_LINUX_PM_H
#error "napi-compat: include <linux/pm.h>, not this file"
#endif

/*
 * 5.17: pm_sleep_ptr(ptr), the pointer where the kernel has system sleep
 * and NULL where it has not, so that a driver names its table with no
 * #ifdef.  A macro, its own definition is the test.
 */
#ifndef pm_sleep_ptr
#ifdef CONFIG_PM_SLEEP
#define pm_sleep_ptr(ptr) (ptr)
#else
#define pm_sleep_ptr(ptr) (0 ? (ptr) : NULL)
#endif
#endif

/*
 * 5.17: static DEFINE_SIMPLE_DEV_PM_OPS(name, suspend, resume), the table
 * of a driver whose suspend and resume serve every system sleep
 * transition.  Where the kernel lacks it, or has the first form that said
 * static itself (probes/have_define_simple_dev_pm_ops.c), ours is today's.
 * Before 5.17's SYSTEM_SLEEP_PM_OPS, the same six methods through
 * pm_sleep_ptr(), as 5.17 has them: NULL where there is no system sleep,
 * yet the driver's functions referenced, so none is left unused.
 */
#ifndef NAPI_COMPAT_HAVE_DEFINE_SIMPLE_DEV_PM_OPS
#undef DEFINE_SIMPLE_DEV_PM_OPS
#ifdef SYSTEM_SLEEP_PM_OPS
#define DEFINE_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn) \
	const struct dev_pm_ops name = { \
		SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) \
	}
#else
#define DEFINE_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn) \
	const struct dev_pm_ops __maybe_unused name = { \
		.suspend = pm_sleep_ptr(suspend_fn), \
		.resume = pm_sleep_ptr(resume_fn), \
		.freeze = pm_sleep_ptr(suspend_fn), \
		.thaw = pm_sleep_ptr(resume_fn), \
		.poweroff = pm_sleep_ptr(suspend_fn), \
		.restore = pm_sleep_ptr(resume_fn), \
	}
#endif
#endif

#endif /* NAPI_COMPAT_PM_H */
