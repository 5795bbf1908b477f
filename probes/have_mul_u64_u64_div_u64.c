// SPDX-License-Identifier: GPL-2.0
/*
 * 5.9: mul_u64_u64_div_u64(a, b, c) on every architecture: a * b / c
 * without losing the high bits of the product.  Not bridged: what
 * diff_by_scaled_ppm() (6.2) is computed with.
 */
#include <linux/math64.h>

u64 napi_compat_probe(u64 a, u64 b, u64 c);
u64 napi_compat_probe(u64 a, u64 b, u64 c)
{
	return mul_u64_u64_div_u64(a, b, c);
}
