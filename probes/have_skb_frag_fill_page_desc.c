// SPDX-License-Identifier: GPL-2.0
/*
 * 6.5: skb_frag_fill_page_desc(frag, page, off, size) ("net: introduce
 * and use skb_frag_fill_page_desc()"): a fragment's page, offset and size
 * in one call; skb_frag_off_set() and its kin before.
 * Bridged from 5.4.
 */
#include <linux/skbuff.h>

void napi_compat_probe(skb_frag_t *frag, struct page *page);
void napi_compat_probe(skb_frag_t *frag, struct page *page)
{
	skb_frag_fill_page_desc(frag, page, 0, 64);
}
