/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/compiler.h>.
 */
#ifndef NAPI_COMPAT_LINUX_COMPILER_H
#define NAPI_COMPAT_LINUX_COMPILER_H

#include_next <linux/compiler.h>

/*
 * 2.6.22: __maybe_unused, for a definition that some configurations do
 * not use ("Introduce __maybe_unused"); a macro, its own definition is
 * the test.
 */
#ifndef __maybe_unused
#define __maybe_unused __attribute__((unused))
#endif

#endif /* NAPI_COMPAT_LINUX_COMPILER_H */
