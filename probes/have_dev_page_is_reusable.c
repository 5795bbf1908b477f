// SPDX-License-Identifier: GPL-2.0
/*
 * 5.11: dev_page_is_reusable(page) ("net: introduce common
 * dev_page_is_reusable()"): whether a receive page may be recycled (local
 * to this NUMA node and not from the emergency reserves).
 * Bridged from 3.6.
 */
#include <linux/skbuff.h>

bool napi_compat_probe(const struct page *page);
bool napi_compat_probe(const struct page *page)
{
	return dev_page_is_reusable(page);
}
