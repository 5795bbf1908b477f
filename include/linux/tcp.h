/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/tcp.h>.
 */
#ifndef NAPI_COMPAT_LINUX_TCP_H
#define NAPI_COMPAT_LINUX_TCP_H

#include_next <linux/tcp.h>
#include <compat.h>

#include <napi_compat/tcp.h>

#endif /* NAPI_COMPAT_LINUX_TCP_H */
