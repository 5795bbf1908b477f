/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/kernel.h>: the pr_* logging helpers that
 * older kernels lack.  They are macros wherever they exist, so their own
 * definition is the test.
 */
#ifndef NAPI_COMPAT_LINUX_KERNEL_H
#define NAPI_COMPAT_LINUX_KERNEL_H

#include_next <linux/kernel.h>

/*
 * 2.6.24 added pr_err; 2.6.38 pr_warn ("printk: add pr_warn").  These four
 * lines are the one place checkpatch's "prefer pr_*" cannot be followed:
 * they define pr_* themselves.
 */
#ifndef pr_err
#define pr_err(fmt, ...) printk(KERN_ERR fmt, ##__VA_ARGS__)
#endif
#ifndef pr_warn
#define pr_warn(fmt, ...) printk(KERN_WARNING fmt, ##__VA_ARGS__)
#endif
#ifndef pr_notice
#define pr_notice(fmt, ...) printk(KERN_NOTICE fmt, ##__VA_ARGS__)
#endif
#ifndef pr_info
#define pr_info(fmt, ...) printk(KERN_INFO fmt, ##__VA_ARGS__)
#endif

/*
 * 2.6.38: pr_err_once, pr_warn_once, pr_notice_once and pr_info_once
 * ("printk.h: add pr_<level>_once macros"): the message the first time
 * the line runs, never again.  (printk_once, 2.6.30, is not on every
 * kernel, so the flag is kept here.)
 */
#define napi_compat_printk_once(print, ...) ({				\
	static bool napi_compat_printed;				\
									\
	if (unlikely(!napi_compat_printed)) {				\
		napi_compat_printed = true;				\
		print(__VA_ARGS__);					\
	}								\
})
#ifndef pr_err_once
#define pr_err_once(fmt, ...) \
	napi_compat_printk_once(pr_err, fmt, ##__VA_ARGS__)
#endif
#ifndef pr_warn_once
#define pr_warn_once(fmt, ...) \
	napi_compat_printk_once(pr_warn, fmt, ##__VA_ARGS__)
#endif
#ifndef pr_notice_once
#define pr_notice_once(fmt, ...) \
	napi_compat_printk_once(pr_notice, fmt, ##__VA_ARGS__)
#endif
#ifndef pr_info_once
#define pr_info_once(fmt, ...) \
	napi_compat_printk_once(pr_info, fmt, ##__VA_ARGS__)
#endif

/*
 * 2.6.19: DIV_ROUND_UP in <linux/kernel.h>; 2.6.24: BIT() in
 * <linux/bitops.h>; 3.19: GENMASK and GENMASK_ULL (bitops.h, <linux/bits.h>
 * from 4.19), BIT_ULL (3.9).  <linux/kernel.h> brings bitops.h on every
 * kernel, so whatever the kernel has is defined by now: macros, their own
 * definition is the test.  GENMASK(h, l): bits l to h set, h >= l.
 */
#ifndef DIV_ROUND_UP
#define DIV_ROUND_UP(n, d) (((n) + (d) - 1) / (d))
#endif
#ifndef BIT
#define BIT(nr) (1UL << (nr))
#endif
#ifndef BIT_ULL
#define BIT_ULL(nr) (1ULL << (nr))
#endif
#ifndef GENMASK
#define GENMASK(h, l) \
	((~0UL << (l)) & (~0UL >> (8 * sizeof(unsigned long) - 1 - (h))))
#endif
#ifndef GENMASK_ULL
#define GENMASK_ULL(h, l) \
	((~0ULL << (l)) & (~0ULL >> (8 * sizeof(unsigned long long) - 1 - (h))))
#endif

#endif /* NAPI_COMPAT_LINUX_KERNEL_H */
