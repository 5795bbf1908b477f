/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/if_ether.h>: Ethernet constants.  Included by
 * include/linux/if_ether.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_ETHER_H
#define NAPI_COMPAT_ETHER_H

#ifndef NAPI_COMPAT_LINUX_IF_ETHER_H
#error "napi-compat: include <linux/if_ether.h>, not this file"
#endif

/* 2.6.19: ETH_FCS_LEN, the frame check sequence's octets; a macro. */
#ifndef ETH_FCS_LEN
#define ETH_FCS_LEN 4
#endif

/* 3.10: ETH_P_8021AD, the 802.1ad service tag's type; a macro. */
#ifndef ETH_P_8021AD
#define ETH_P_8021AD 0x88A8
#endif

#endif /* NAPI_COMPAT_ETHER_H */
