// SPDX-License-Identifier: GPL-2.0
/*
 * 6.2: diff_by_scaled_ppm() and adjust_by_scaled_ppm() ("ptp: introduce
 * helpers to adjust by scaled parts per million"), a PTP clock's
 * increment adjusted by a frequency offset in parts per million with a
 * 16-bit fraction.  Computed with mul_u64_u64_div_u64().
 * Bridged from 5.9.
 */
#include <linux/ptp_clock_kernel.h>

u64 napi_compat_probe(u64 base, long ppm);
u64 napi_compat_probe(u64 base, long ppm)
{
	return adjust_by_scaled_ppm(base, ppm);
}
