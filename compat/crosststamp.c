// SPDX-License-Identifier: GPL-2.0
/*
 * napi-compat: get_device_system_crosststamp() for a driver that gives
 * the Always Running Timer's raw count as CSID_X86_ART, from 4.7 to 6.8
 * (include/napi_compat/timekeeping.h).
 */
#include <linux/errno.h>
#include <linux/module.h>

/* before 3.17 there is no <linux/timekeeping.h>, before 4.7 nothing to do */
#if !defined(NAPI_COMPAT_HAVE_SYSTEM_COUNTERVAL_CS_ID) && \
	defined(NAPI_COMPAT_HAVE_GET_DEVICE_SYSTEM_CROSSTSTAMP)
#include <linux/export.h>
#include <linux/timekeeping.h>
#ifdef CONFIG_X86
#include <asm/cpufeature.h>
#include <asm/tsc.h>
#endif

/* the kernel's names from here on */
#undef get_device_system_crosststamp
#undef cs_id

struct napi_compat_xts {
	int (*get_time_fn)(ktime_t *device, struct system_counterval_t *system,
			   void *ctx);
	void *ctx;
};

static int napi_compat_xts_get_time(ktime_t *device,
				    struct system_counterval_t *system,
				    void *ctx)
{
	struct napi_compat_xts *x = ctx;
	int ret;

	ret = x->get_time_fn(device, system, x->ctx);
	if (ret || system->cs != NAPI_COMPAT_CSID_X86_ART)
		return ret;
#ifdef CONFIG_X86
	/* without ART the kernel's conversion would divide by zero */
	if (boot_cpu_has(X86_FEATURE_ART)) {
		*system = convert_art_to_tsc(system->cycles);
		return 0;
	}
#endif
	return -ENODEV;
}

int napi_compat_get_device_system_crosststamp(
	int (*get_time_fn)(ktime_t *device, struct system_counterval_t *system,
			   void *ctx),
	void *ctx, struct system_time_snapshot *history,
	struct system_device_crosststamp *xtstamp)
{
	struct napi_compat_xts x = {
		.get_time_fn = get_time_fn,
		.ctx = ctx,
	};

	return get_device_system_crosststamp(napi_compat_xts_get_time, &x,
					     history, xtstamp);
}
EXPORT_SYMBOL_GPL(napi_compat_get_device_system_crosststamp);
#endif
