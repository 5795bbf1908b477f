// SPDX-License-Identifier: GPL-2.0
/*
 * 5.7: struct ethtool_ops.supported_coalesce_params and the
 * ETHTOOL_COALESCE_* bits ("ethtool: add infrastructure for centralized
 * checking of coalescing parameters"): the core refuses a setting the
 * driver does not name, which drivers checked themselves before.
 * Bridged from 2.6.12.
 */
#include <linux/ethtool.h>

const struct ethtool_ops napi_compat_probe_ops = {
	.supported_coalesce_params = ETHTOOL_COALESCE_RX_USECS,
};
