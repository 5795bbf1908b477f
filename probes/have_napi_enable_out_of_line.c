// SPDX-License-Identifier: GPL-2.0
/*
 * 5.15 at the latest: napi_enable() is a function in net/core/dev.c that
 * clears SCHED and NPSVC in one cmpxchg (3765996e4f0b "napi: fix race
 * inside napi_enable"); before, an inline in the header clearing them one
 * after the other (so in 4.19, 5.4 and Debian's 5.10).  The probe defines
 * its own napi_enable, which compiles only where the header merely
 * declares it (and, through n->state, only where struct napi_struct
 * exists: before 2.6.24 the library's napi_enable is the only one).
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

void napi_enable(struct napi_struct *n)
{
	n->state = 0;
}
