// SPDX-License-Identifier: GPL-2.0
/*
 * 6.3: slab_build_skb(data) ("skbuff: Introduce slab_build_skb()"), a
 * frame around a buffer from kmalloc(), where build_skb(data, 0) did that
 * before.  Bridged from 3.5.
 */
#include <linux/skbuff.h>

struct sk_buff *napi_compat_probe(void *data);
struct sk_buff *napi_compat_probe(void *data)
{
	return slab_build_skb(data);
}
