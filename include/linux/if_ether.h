/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/if_ether.h>.
 */
#ifndef NAPI_COMPAT_LINUX_IF_ETHER_H
#define NAPI_COMPAT_LINUX_IF_ETHER_H

#include_next <linux/if_ether.h>

/* 2.6.19: ETH_FCS_LEN, the frame check sequence's octets; a macro. */
#ifndef ETH_FCS_LEN
#define ETH_FCS_LEN 4
#endif

/* 3.10: ETH_P_8021AD, the 802.1ad service tag's type; a macro. */
#ifndef ETH_P_8021AD
#define ETH_P_8021AD 0x88A8
#endif

#endif /* NAPI_COMPAT_LINUX_IF_ETHER_H */
