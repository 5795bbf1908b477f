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

/*
 * 3.19: READ_ONCE and WRITE_ONCE ("kernel: Provide READ_ONCE and
 * ASSIGN_ONCE", renamed WRITE_ONCE in 4.0): one access, neither torn by
 * the compiler nor merged with another, through a volatile lvalue, which
 * is what ACCESS_ONCE did before them.  Macros, their own definition is
 * the test.  For the word-sized scalars drivers use them on.
 */
#ifndef READ_ONCE
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#endif
#ifndef WRITE_ONCE
#define WRITE_ONCE(x, val) ((void)(*(volatile __typeof__(x) *)&(x) = (val)))
#endif

#endif /* NAPI_COMPAT_LINUX_COMPILER_H */
