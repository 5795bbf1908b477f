// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.36: skb_tx_timestamp(), the driver's hook for software transmit
 * time stamps.
 */
#include <linux/skbuff.h>

void napi_compat_probe(struct sk_buff *skb);
void napi_compat_probe(struct sk_buff *skb)
{
	skb_tx_timestamp(skb);
}
