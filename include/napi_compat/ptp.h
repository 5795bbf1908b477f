/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/ptp_clock_kernel.h>: PTP hardware clock helpers.
 * Included by include/linux/ptp_clock_kernel.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_PTP_H
#define NAPI_COMPAT_PTP_H

#ifndef NAPI_COMPAT_LINUX_PTP_CLOCK_KERNEL_H
#error "napi-compat: include <linux/ptp_clock_kernel.h>, not this file"
#endif

/*
 * 6.2: diff_by_scaled_ppm(base, scaled_ppm, &diff) and
 * adjust_by_scaled_ppm(base, scaled_ppm): how much a clock's increment
 * changes for a frequency offset given in parts per million with a
 * 16-bit binary fraction (what adjfine receives), and the increment so
 * changed.  The product is divided without losing its high bits, which
 * needs mul_u64_u64_div_u64() (5.9); before it the names are not bridged.
 */
#ifndef NAPI_COMPAT_HAVE_DIFF_BY_SCALED_PPM
#ifdef NAPI_COMPAT_HAVE_MUL_U64_U64_DIV_U64
#include <linux/math64.h>

/* true when the offset is negative: the increment shrinks by *diff */
static inline bool napi_compat_diff_by_scaled_ppm(u64 base, long scaled_ppm,
						  u64 *diff)
{
	u64 magnitude = scaled_ppm < 0 ? -(u64)scaled_ppm : (u64)scaled_ppm;

	*diff = mul_u64_u64_div_u64(base, magnitude, 1000000ULL << 16);
	return scaled_ppm < 0;
}

static inline u64 napi_compat_adjust_by_scaled_ppm(u64 base, long scaled_ppm)
{
	u64 diff;

	if (napi_compat_diff_by_scaled_ppm(base, scaled_ppm, &diff))
		return base - diff;
	return base + diff;
}

#define diff_by_scaled_ppm napi_compat_diff_by_scaled_ppm
#define adjust_by_scaled_ppm napi_compat_adjust_by_scaled_ppm
#else
#define diff_by_scaled_ppm napi_compat_diff_by_scaled_ppm_is_not_bridged_before_5_9
#define adjust_by_scaled_ppm \
	napi_compat_adjust_by_scaled_ppm_is_not_bridged_before_5_9
#endif
#endif

#endif /* NAPI_COMPAT_PTP_H */
