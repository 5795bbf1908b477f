// SPDX-License-Identifier: GPL-2.0
/*
 * 5.6: ndo_tx_timeout(dev, txqueue), told which queue timed out ("netdev:
 * pass the stuck queue to the timeout handler").  Before it the method
 * took the device alone.
 */
#include <linux/netdevice.h>

static void probe_tx_timeout(struct net_device *dev, unsigned int txqueue)
{
}

const struct net_device_ops napi_compat_probe_ops;
const struct net_device_ops napi_compat_probe_ops = {
	.ndo_tx_timeout = probe_tx_timeout,
};
