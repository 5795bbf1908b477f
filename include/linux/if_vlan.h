/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/if_vlan.h>.
 */
#ifndef NAPI_COMPAT_LINUX_IF_VLAN_H
#define NAPI_COMPAT_LINUX_IF_VLAN_H

#include_next <linux/if_vlan.h>
#include <linux/if_ether.h>
#include <linux/if_packet.h>
#include <linux/netdevice.h>
#include <compat.h>

#include <napi_compat/vlan.h>

#endif /* NAPI_COMPAT_LINUX_IF_VLAN_H */
