/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/netlink.h>.
 */
#ifndef NAPI_COMPAT_LINUX_NETLINK_H
#define NAPI_COMPAT_LINUX_NETLINK_H

#include_next <linux/netlink.h>
#include <compat.h>

#include <napi_compat/netlink.h>

#endif /* NAPI_COMPAT_LINUX_NETLINK_H */
