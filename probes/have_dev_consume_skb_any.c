// SPDX-License-Identifier: GPL-2.0
/*
 * 3.14: dev_consume_skb_irq and dev_consume_skb_any ("net: introduce
 * dev_consume_skb_any()"): freeing a frame that was sent, which the drop
 * monitor does not count.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct sk_buff *a, struct sk_buff *b);
void napi_compat_probe(struct sk_buff *a, struct sk_buff *b)
{
	dev_consume_skb_irq(a);
	dev_consume_skb_any(b);
}
