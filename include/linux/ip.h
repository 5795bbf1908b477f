/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/ip.h>.
 */
#ifndef NAPI_COMPAT_LINUX_IP_H
#define NAPI_COMPAT_LINUX_IP_H

#include_next <linux/ip.h>
#include <linux/skbuff.h>
#include <compat.h>

#include <napi_compat/ip.h>

#endif /* NAPI_COMPAT_LINUX_IP_H */
