/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/timekeeping.h>: cross timestamps.  Included by
 * include/linux/timekeeping.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_TIMEKEEPING_H
#define NAPI_COMPAT_TIMEKEEPING_H

#ifndef NAPI_COMPAT_LINUX_TIMEKEEPING_H
#error "napi-compat: include <linux/timekeeping.h>, not this file"
#endif

/*
 * 6.9: a driver's cross timestamp callback names the clock of the count
 * it read by an ID, system->cs_id, and gives the raw count of the x86
 * Always Running Timer as CSID_X86_ART, which the timekeeping core
 * converts to the TSC.  From 4.7 to 6.8 the structure has a clocksource
 * pointer, cs, in that place, and the driver converted the count itself
 * with convert_art_to_tsc().
 *
 * Here cs_id is the name of that pointer, CSID_X86_ART a value of it no
 * clocksource has, and get_device_system_crosststamp() is the library's
 * (compat/crosststamp.c, in napi_compat.ko): it calls the kernel's with a
 * callback of its own that calls the driver's and converts a count so
 * marked as 6.9 does, or answers -ENODEV, as 6.9 does, on a CPU without
 * ART.  Only that ID is bridged; the renaming covers every cs_id written
 * after this header, so a driver that reads the cs_id of a struct
 * system_time_snapshot (5.11 and later) does not build here.
 */
#if !defined(NAPI_COMPAT_HAVE_SYSTEM_COUNTERVAL_CS_ID) && \
	defined(NAPI_COMPAT_HAVE_GET_DEVICE_SYSTEM_CROSSTSTAMP)
#define NAPI_COMPAT_CSID_X86_ART	((struct clocksource *)(-(long)ENODEV))

int napi_compat_get_device_system_crosststamp(
	int (*get_time_fn)(ktime_t *device, struct system_counterval_t *system,
			   void *ctx),
	void *ctx, struct system_time_snapshot *history,
	struct system_device_crosststamp *xtstamp);

#define cs_id cs
#define CSID_X86_ART NAPI_COMPAT_CSID_X86_ART
#define get_device_system_crosststamp napi_compat_get_device_system_crosststamp
#endif

#endif /* NAPI_COMPAT_TIMEKEEPING_H */
