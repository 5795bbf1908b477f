/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/mdio.h>.
 */
#ifndef NAPI_COMPAT_LINUX_MDIO_H
#define NAPI_COMPAT_LINUX_MDIO_H

#include_next <linux/mdio.h>
#include <compat.h>

#include <napi_compat/mdio.h>

#endif /* NAPI_COMPAT_LINUX_MDIO_H */
