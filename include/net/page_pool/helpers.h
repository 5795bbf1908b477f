/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <net/page_pool/helpers.h>, which 6.6 split out of
 * <net/page_pool.h> (probes/have_net_page_pool_helpers_h.c): where the
 * kernel has no such header, the page pool's API comes from the old one
 * (4.18 on).
 */
#ifndef NAPI_COMPAT_NET_PAGE_POOL_HELPERS_H
#define NAPI_COMPAT_NET_PAGE_POOL_HELPERS_H

#include <compat.h>

#ifdef NAPI_COMPAT_HAVE_NET_PAGE_POOL_HELPERS_H
#include_next <net/page_pool/helpers.h>
#else
#include <net/page_pool.h>
#endif

#endif /* NAPI_COMPAT_NET_PAGE_POOL_HELPERS_H */
