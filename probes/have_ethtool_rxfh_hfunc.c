// SPDX-License-Identifier: GPL-2.0
/*
 * 4.0: get_rxfh and set_rxfh with the hash function ("ethtool: Support
 * for configurable RSS hash function"), the form today's methods are
 * bridged to.  Not bridged: before it the methods had other arguments.
 */
#include <linux/ethtool.h>

static int get(struct net_device *dev, u32 *indir, u8 *key, u8 *hfunc)
{
	return 0;
}

static int set(struct net_device *dev, const u32 *indir, const u8 *key,
	       const u8 hfunc)
{
	return 0;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_rxfh = get,
	.set_rxfh = set,
};
