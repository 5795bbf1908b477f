// SPDX-License-Identifier: GPL-2.0
/*
 * 4.x (in 4.19, not in 3.10): the NAPIF_STATE_* masks beside the bit
 * numbers; napi_disable() holds NPSVC as well as SCHED until napi_enable(),
 * and napi_complete_done() refuses to complete while NPSVC is set.
 */
#include <linux/netdevice.h>
#include <linux/skbuff.h>

unsigned long napi_compat_probe(void);
unsigned long napi_compat_probe(void)
{
	return NAPIF_STATE_NPSVC;
}
