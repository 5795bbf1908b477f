// SPDX-License-Identifier: GPL-2.0
/*
 * 4.7: get_device_system_crosststamp(), a device clock read at the same
 * instant as the system clock by a driver's callback ("time: Add
 * driver cross timestamp interface for higher precision time
 * synchronization").  Not bridged: the cs_id shim builds on it.
 * <linux/ktime.h> first: before 6.x <linux/timekeeping.h> uses ktime_t
 * without including it.
 */
#include <linux/ktime.h>
#include <linux/timekeeping.h>

int napi_compat_probe(int (*fn)(ktime_t *device,
				struct system_counterval_t *sys, void *ctx),
		      struct system_device_crosststamp *xts);
int napi_compat_probe(int (*fn)(ktime_t *device,
				struct system_counterval_t *sys, void *ctx),
		      struct system_device_crosststamp *xts)
{
	return get_device_system_crosststamp(fn, NULL, NULL, xts);
}
