/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <net/ip6_checksum.h>.
 */
#ifndef NAPI_COMPAT_NET_IP6_CHECKSUM_H
#define NAPI_COMPAT_NET_IP6_CHECKSUM_H

#include_next <net/ip6_checksum.h>
#include <compat.h>

#include <napi_compat/ip6-checksum.h>

#endif /* NAPI_COMPAT_NET_IP6_CHECKSUM_H */
