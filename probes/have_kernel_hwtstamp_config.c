// SPDX-License-Identifier: GPL-2.0
/*
 * 6.4: struct kernel_hwtstamp_config ("net: add struct
 * kernel_hwtstamp_config and make net_hwtstamp_validate() use it"), the
 * hardware time stamping settings as the core hands them to a driver,
 * and hwtstamp_config_to_kernel()/hwtstamp_config_from_kernel().
 * Bridged from 2.6.30.
 */
#include <linux/net_tstamp.h>

int napi_compat_probe(const struct hwtstamp_config *cfg);
int napi_compat_probe(const struct hwtstamp_config *cfg)
{
	struct kernel_hwtstamp_config k;

	hwtstamp_config_to_kernel(&k, cfg);
	return k.rx_filter;
}
