// SPDX-License-Identifier: GPL-2.0
/*
 * 6.9: struct system_counterval_t names the clock its cycles count by an
 * ID, cs_id, and a driver may give the raw count of the Always Running
 * Timer as CSID_X86_ART for the timekeeping core to convert ("timekeeping:
 * Add clocksource ID to struct system_counterval_t", "e1000e: remove
 * convert_art_to_tsc()").  Before it the driver converted the count itself
 * and gave the result's clocksource pointer.  Bridged from 4.7.
 * <linux/ktime.h> first: before 6.x <linux/timekeeping.h> uses ktime_t
 * without including it.
 */
#include <linux/ktime.h>
#include <linux/timekeeping.h>

void napi_compat_probe(struct system_counterval_t *sys);
void napi_compat_probe(struct system_counterval_t *sys)
{
	sys->cs_id = CSID_X86_ART;
}
