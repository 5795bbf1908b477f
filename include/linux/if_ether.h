/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/if_ether.h>.
 */
#ifndef NAPI_COMPAT_LINUX_IF_ETHER_H
#define NAPI_COMPAT_LINUX_IF_ETHER_H

#include_next <linux/if_ether.h>

#include <napi_compat/ether.h>

#endif /* NAPI_COMPAT_LINUX_IF_ETHER_H */
