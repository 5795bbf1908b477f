/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/mii.h>.
 */
#ifndef NAPI_COMPAT_LINUX_MII_H
#define NAPI_COMPAT_LINUX_MII_H

#include_next <linux/mii.h>
#include <linux/ethtool.h>
#include <compat.h>

#include <napi_compat/mii.h>

#endif /* NAPI_COMPAT_LINUX_MII_H */
