/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/skbuff.h>.
 */
#ifndef NAPI_COMPAT_LINUX_SKBUFF_H
#define NAPI_COMPAT_LINUX_SKBUFF_H

#include_next <linux/skbuff.h>
#include <compat.h>

#include <napi_compat/skb.h>
#include <napi_compat/skb-frags.h>

#endif /* NAPI_COMPAT_LINUX_SKBUFF_H */
