// SPDX-License-Identifier: GPL-2.0
/*
 * 3.5: the get_ts_info method on the uAPI struct ethtool_ts_info
 * ("ethtool: Add GET_TS_INFO command"), and ethtool_op_get_ts_info().
 * Not bridged: the form the 6.11 method is bridged to.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, struct ethtool_ts_info *info)
{
	return ethtool_op_get_ts_info(dev, info);
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_ts_info = get,
};
