// SPDX-License-Identifier: GPL-2.0
/*
 * A cyclecounter's read method on a plain struct cyclecounter pointer,
 * as 3.19 has it in <linux/timecounter.h> and as 7.x has it again; for a
 * while in 6.x it took a pointer to const, and a driver's method of
 * either form does not fit the other's field.
 * Bridged from 3.19.
 * <linux/compiler.h> first: 7.2's timecounter.h uses unlikely() without
 * including it.
 */
#include <linux/compiler.h>
#include <linux/timecounter.h>

static u64 read(struct cyclecounter *cc)
{
	return 0;
}

void napi_compat_probe(struct cyclecounter *cc);
void napi_compat_probe(struct cyclecounter *cc)
{
	cc->read = read;
}
