// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.37: skb_checksum_none_assert() ("net: add skb_checksum_none_assert"):
 * where a driver leaves a received frame's checksum to the stack.
 */
#include <linux/skbuff.h>

void napi_compat_probe(struct sk_buff *skb);
void napi_compat_probe(struct sk_buff *skb)
{
	skb_checksum_none_assert(skb);
}
