/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/kernel.h>: The pr_*() logging helpers and their _once
 * forms.  Included by include/linux/kernel.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_PRINTK_H
#define NAPI_COMPAT_PRINTK_H

#ifndef NAPI_COMPAT_LINUX_KERNEL_H
#error "napi-compat: include <linux/kernel.h>, not this file"
#endif

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

#endif /* NAPI_COMPAT_PRINTK_H */
