/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/timecounter.h>: a cyclecounter with today's read
 * method.  Included by include/linux/timecounter.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_TIMECOUNTER_H
#define NAPI_COMPAT_TIMECOUNTER_H

#ifndef NAPI_COMPAT_LINUX_TIMECOUNTER_H
#error "napi-compat: include <linux/timecounter.h>, not this file"
#endif

/*
 * Today's struct cyclecounter, whose read method takes a plain pointer,
 * where the kernel's takes a pointer to const: the same members in the
 * same order, so the kernel reads the driver's structure as its own and
 * calls the driver's method through its field, with the same argument.
 * timecounter_init() and cyclecounter_cyc2ns() take the driver's
 * structure and hand the kernel its own type; other uses of the kernel's
 * type (struct timecounter's cc member) are the kernel's.
 */
#ifdef NAPI_COMPAT_CYCLECOUNTER_OURS
struct cyclecounter {
	u64 (*read)(struct cyclecounter *cc);
	u64 mask;
	u32 mult;
	u32 shift;
};

static inline const struct napi_compat_kernel_cyclecounter *
napi_compat_kernel_cc(const struct cyclecounter *cc)
{
	BUILD_BUG_ON(sizeof(struct cyclecounter) !=
		     sizeof(struct napi_compat_kernel_cyclecounter));
	return (const struct napi_compat_kernel_cyclecounter *)cc;
}

#define timecounter_init(tc, cc, start) \
	timecounter_init(tc, napi_compat_kernel_cc(cc), start)
#define cyclecounter_cyc2ns(cc, cycles, mask, frac) \
	cyclecounter_cyc2ns(napi_compat_kernel_cc(cc), cycles, mask, frac)
#endif

#endif /* NAPI_COMPAT_TIMECOUNTER_H */
