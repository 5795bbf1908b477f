/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/bits.h>, which 4.19 split out of
 * <linux/bitops.h>: where the kernel has none, BIT() and GENMASK() come
 * from the shadow of <linux/kernel.h>.
 */
#ifndef NAPI_COMPAT_LINUX_BITS_H
#define NAPI_COMPAT_LINUX_BITS_H

#include <compat.h>

#ifdef NAPI_COMPAT_HAVE_LINUX_BITS_H
#include_next <linux/bits.h>
#else
#include <linux/kernel.h>
#endif

#endif /* NAPI_COMPAT_LINUX_BITS_H */
