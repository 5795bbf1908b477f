/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/timecounter.h>.
 *
 * Where the kernel's cyclecounter read method takes a pointer to const
 * (probes/have_cyclecounter_read_nonconst.c), its structure is read under
 * another name and struct cyclecounter is the library's, of the same
 * layout with today's method; the calls that take one convert it
 * (napi_compat/timecounter.h).
 */
#ifndef NAPI_COMPAT_LINUX_TIMECOUNTER_H
#define NAPI_COMPAT_LINUX_TIMECOUNTER_H

#include <compat.h>

#ifndef NAPI_COMPAT_HAVE_CYCLECOUNTER_READ_NONCONST
#define NAPI_COMPAT_CYCLECOUNTER_OURS 1
#define cyclecounter napi_compat_kernel_cyclecounter
#endif
#include_next <linux/timecounter.h>
#ifdef NAPI_COMPAT_CYCLECOUNTER_OURS
#undef cyclecounter
#endif

#include <napi_compat/timecounter.h>

#endif /* NAPI_COMPAT_LINUX_TIMECOUNTER_H */
