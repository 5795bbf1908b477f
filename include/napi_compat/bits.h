/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/kernel.h>: Arithmetic and bit helpers: DIV_ROUND_UP,
 * BIT, GENMASK.  Included by include/linux/kernel.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_BITS_H
#define NAPI_COMPAT_BITS_H

#ifndef NAPI_COMPAT_LINUX_KERNEL_H
#error "napi-compat: include <linux/kernel.h>, not this file"
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

#endif /* NAPI_COMPAT_BITS_H */
