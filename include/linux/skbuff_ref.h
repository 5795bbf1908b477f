/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/skbuff_ref.h>, which 6.10 split out of
 * <linux/skbuff.h> (probes/have_linux_skbuff_ref_h.c): where the kernel
 * has no such header, the same helpers come from <linux/skbuff.h>.
 */
#ifndef NAPI_COMPAT_LINUX_SKBUFF_REF_H
#define NAPI_COMPAT_LINUX_SKBUFF_REF_H

#include <compat.h>

#ifdef NAPI_COMPAT_HAVE_LINUX_SKBUFF_REF_H
#include_next <linux/skbuff_ref.h>
#else
#include <linux/skbuff.h>
#endif

#endif /* NAPI_COMPAT_LINUX_SKBUFF_REF_H */
