// SPDX-License-Identifier: GPL-2.0
/*
 * 6.11: get_ts_info on a struct kernel_ethtool_ts_info ("net: Make
 * kernel_ethtool_ts_info struct"), and ethtool_op_get_ts_info() of that
 * type.  From 3.5 the method took the uAPI struct ethtool_ts_info.
 * Bridged from 3.5.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct kernel_ethtool_ts_info *info)
{
	return ethtool_op_get_ts_info(dev, info);
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_ts_info = get,
};
