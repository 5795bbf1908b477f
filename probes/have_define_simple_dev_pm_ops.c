// SPDX-License-Identifier: GPL-2.0
/*
 * 5.17: DEFINE_SIMPLE_DEV_PM_OPS(name, suspend, resume) as a definition
 * the driver makes static itself ("PM: core: Add new *_PM_OPS macros,
 * deprecate old ones"); the first form of it, which some stable kernels
 * carry, said static itself, so "static DEFINE_SIMPLE_DEV_PM_OPS" is
 * static twice there.  SET_SYSTEM_SLEEP_PM_OPS, which ours falls back
 * to, is in 3.10 and not in 2.6.32.
 * Bridged from 3.10.
 */
#include <linux/device.h>
#include <linux/pm.h>

static int napi_compat_probe_pm_fn(struct device *dev)
{
	return 0;
}

/* at block scope, where the probe combiner leaves declarations alone */
const struct dev_pm_ops *napi_compat_probe(void);
const struct dev_pm_ops *napi_compat_probe(void)
{
	static DEFINE_SIMPLE_DEV_PM_OPS(ops, napi_compat_probe_pm_fn,
					napi_compat_probe_pm_fn);

	return &ops;
}
