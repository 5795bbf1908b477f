/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/compiler.h>: Attributes and access macros of the
 * compiler's header.  Included by include/linux/compiler.h, after the
 * kernel's header.
 */
#ifndef NAPI_COMPAT_COMPILER_H
#define NAPI_COMPAT_COMPILER_H

#ifndef NAPI_COMPAT_LINUX_COMPILER_H
#error "napi-compat: include <linux/compiler.h>, not this file"
#endif

/*
 * 2.6.22: __maybe_unused, for a definition that some configurations do
 * not use ("Introduce __maybe_unused"); a macro, its own definition is
 * the test.
 */
#ifndef __maybe_unused
#define __maybe_unused __attribute__((unused))
#endif

/*
 * 2.6.22: __printf(fmt, first), a function's printf-like arguments
 * checked by the compiler; a macro, its own definition is the test.
 */
#ifndef __printf
#define __printf(a, b) __attribute__((format(printf, a, b)))
#endif

/*
 * 2.6.22: __must_be_array(a), 0 for an array and a build error for a
 * pointer, the check in ARRAY_SIZE() and in the two-argument strscpy
 * (string.h).  A macro, its own definition is the test.
 */
#ifndef __must_be_array
#define __must_be_array(a) \
	(sizeof(char[1 - 2 * !!__builtin_types_compatible_p(__typeof__(a), \
							   __typeof__(&(a)[0]))]) - 1)
#endif

/*
 * 5.4 (4.20 for compiler_attributes.h): fallthrough, the pseudo-keyword
 * that marks a case falling into the next on purpose, for
 * -Wimplicit-fallthrough.  The attribute where the compiler has it (gcc 7),
 * else an empty statement.
 */
#ifndef fallthrough
#if defined(__has_attribute)
#if __has_attribute(__fallthrough__)
#define fallthrough __attribute__((__fallthrough__))
#endif
#endif
#ifndef fallthrough
#define fallthrough do {} while (0)
#endif
#endif

/*
 * 6.4: __counted_by(member), which names the member that counts a
 * flexible array's elements, for the compiler's bounds checks; 6.9 gave
 * the little- and big-endian counters theirs.  Annotations only: where
 * the kernel lacks them, they say nothing.  Macros, their own definition
 * is the test.
 */
#ifndef __counted_by
#define __counted_by(member)
#endif
#ifndef __counted_by_le
#define __counted_by_le(member)
#endif
#ifndef __counted_by_be
#define __counted_by_be(member)
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

#endif /* NAPI_COMPAT_COMPILER_H */
