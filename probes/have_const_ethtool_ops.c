// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.19: dev->ethtool_ops points to a const table ("[NET]: Make
 * ethtool_ops const").  Before it a driver's const table could only be
 * assigned with its const cast away.
 */
#include <linux/netdevice.h>
#include <linux/ethtool.h>

#pragma GCC diagnostic error "-Wdiscarded-qualifiers"

void napi_compat_probe(struct net_device *dev);

static const struct ethtool_ops ops;

void napi_compat_probe(struct net_device *dev)
{
	dev->ethtool_ops = &ops;
}
