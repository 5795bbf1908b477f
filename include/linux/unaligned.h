/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/unaligned.h>, which 6.12 made of
 * <asm/unaligned.h> (probes/have_linux_unaligned_h.c): where the kernel
 * has no such header, the same helpers come from the old one.  That has
 * get_unaligned() and put_unaligned() on every kernel, the sized forms
 * (get_unaligned_le16() and its kin) from 2.6.26.
 */
#ifndef NAPI_COMPAT_LINUX_UNALIGNED_H
#define NAPI_COMPAT_LINUX_UNALIGNED_H

#include <compat.h>

#ifdef NAPI_COMPAT_HAVE_LINUX_UNALIGNED_H
#include_next <linux/unaligned.h>
#else
#include <asm/unaligned.h>
#endif

#endif /* NAPI_COMPAT_LINUX_UNALIGNED_H */
