// SPDX-License-Identifier: GPL-2.0
/*
 * 6.6: <net/page_pool/helpers.h> and <net/page_pool/types.h>, into which
 * <net/page_pool.h> was split ("net: page_pool: split the page_pool.h
 * into separate header files").  Only whether the headers exist: the
 * page pool (4.18) is the kernel's either way.
 */
#include <net/page_pool/helpers.h>
#include <net/page_pool/types.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
