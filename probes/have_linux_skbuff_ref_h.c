// SPDX-License-Identifier: GPL-2.0
/*
 * 6.10: <linux/skbuff_ref.h> ("net: move skb ref helpers to new
 * header"): skb_frag_ref(), skb_frag_unref() and their kin, before in
 * <linux/skbuff.h>.  Only whether the header exists.
 */
#include <linux/skbuff_ref.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
