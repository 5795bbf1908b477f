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

#endif /* NAPI_COMPAT_LINUX_KERNEL_H */
