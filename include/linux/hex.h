/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/hex.h>, which 6.12 has and 6.1 not
 * (probes/have_linux_hex_h.c), made of helpers of <linux/kernel.h>: where
 * the kernel has no such header, the same helpers come from there.
 */
#ifndef NAPI_COMPAT_LINUX_HEX_H
#define NAPI_COMPAT_LINUX_HEX_H

#include <compat.h>

#ifdef NAPI_COMPAT_HAVE_LINUX_HEX_H
#include_next <linux/hex.h>
#else
#include <linux/kernel.h>
#endif

#endif /* NAPI_COMPAT_LINUX_HEX_H */
