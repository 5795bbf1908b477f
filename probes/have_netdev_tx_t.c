// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.32: netdev_tx_t, the type of ndo_start_xmit results ("net: use
 * netdev_tx_t in ndo_start_xmit").
 */
#include <linux/netdevice.h>

netdev_tx_t napi_compat_probe(void);
netdev_tx_t napi_compat_probe(void)
{
	return NETDEV_TX_OK;
}
