// SPDX-License-Identifier: GPL-2.0
/*
 * 5.2: netdev_xmit_more(), the hint that more frames follow the one
 * ndo_start_xmit is given, read from the CPU's softnet data; from 3.18 to
 * 5.1 it was skb->xmit_more, and before 3.18 there was none.
 * Bridged from 2.6.12.
 */
#include <linux/netdevice.h>

bool napi_compat_probe(void);
bool napi_compat_probe(void)
{
	return netdev_xmit_more();
}
