// SPDX-License-Identifier: GPL-2.0
/*
 * 5.12: napi_build_skb(data, frag_size) ("skbuff: introduce
 * {,__}napi_build_skb() which reuses NAPI cache heads"), build_skb() with
 * the head from the NAPI cache, for a poll routine; build_skb() before.
 * Bridged from 3.5.
 */
#include <linux/skbuff.h>

struct sk_buff *napi_compat_probe(void *data, unsigned int size);
struct sk_buff *napi_compat_probe(void *data, unsigned int size)
{
	return napi_build_skb(data, size);
}
