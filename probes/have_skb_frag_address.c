// SPDX-License-Identifier: GPL-2.0
/*
 * 3.2: skb_frag_address() ("net: add APIs for manipulating skb page
 * fragments"): the kernel address of a fragment's data.
 */
#include <linux/skbuff.h>

void *napi_compat_probe(const skb_frag_t *frag);
void *napi_compat_probe(const skb_frag_t *frag)
{
	return skb_frag_address(frag);
}
