/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <net/netlink.h>.
 */
#ifndef NAPI_COMPAT_NET_NETLINK_H
#define NAPI_COMPAT_NET_NETLINK_H

#include_next <net/netlink.h>
#include <compat.h>

#include <napi_compat/net-netlink.h>

#endif /* NAPI_COMPAT_NET_NETLINK_H */
