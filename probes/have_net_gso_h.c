// SPDX-License-Identifier: GPL-2.0
/*
 * 6.5: <net/gso.h> ("net: move gso declarations and functions to their
 * own files"): skb_gso_segment() and its kin, before in
 * <linux/netdevice.h> and <linux/skbuff.h>.  Only whether the header
 * exists.
 */
#include <net/gso.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
