// SPDX-License-Identifier: GPL-2.0
/*
 * 6.19: the get_rx_ring_count method ("net: ethtool: add
 * get_rx_ring_count callback to optimize RX ring queries"), which answers
 * ETHTOOL_GRXRINGS; before it get_rxnfc answered that command.
 * Bridged from 2.6.36.
 */
#include <linux/ethtool.h>

static u32 count(struct net_device *dev)
{
	return 1;
}

const struct ethtool_ops napi_compat_probe_ops = {
	.get_rx_ring_count = count,
};
