/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/kernel.h>: the pr_* logging helpers that
 * older kernels lack.  They are macros wherever they exist, so their own
 * definition is the test.
 */
#ifndef NAPI_COMPAT_LINUX_KERNEL_H
#define NAPI_COMPAT_LINUX_KERNEL_H

#include_next <linux/kernel.h>

#include <napi_compat/printk.h>
#include <napi_compat/bits.h>

#endif /* NAPI_COMPAT_LINUX_KERNEL_H */
