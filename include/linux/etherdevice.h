/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/etherdevice.h>.
 */
#ifndef NAPI_COMPAT_LINUX_ETHERDEVICE_H
#define NAPI_COMPAT_LINUX_ETHERDEVICE_H

#include_next <linux/etherdevice.h>
#include <linux/string.h>
#include <compat.h>

#include <napi_compat/ether-addr.h>

#endif /* NAPI_COMPAT_LINUX_ETHERDEVICE_H */
