/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/net_tstamp.h>.
 */
#ifndef NAPI_COMPAT_LINUX_NET_TSTAMP_H
#define NAPI_COMPAT_LINUX_NET_TSTAMP_H

#include_next <linux/net_tstamp.h>
#include <compat.h>

#include <napi_compat/net-tstamp.h>

#endif /* NAPI_COMPAT_LINUX_NET_TSTAMP_H */
