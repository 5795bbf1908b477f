// SPDX-License-Identifier: GPL-2.0
/*
 * 3.2: skb_frag_size() ("net: add APIs for manipulating skb page
 * fragments").
 */
#include <linux/skbuff.h>

unsigned int napi_compat_probe(const skb_frag_t *frag);
unsigned int napi_compat_probe(const skb_frag_t *frag)
{
	return skb_frag_size(frag);
}
