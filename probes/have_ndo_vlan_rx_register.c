// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.29 to 3.0: ndo_vlan_rx_register in struct net_device_ops, through
 * which the core handed a driver that took VLAN tags off received frames
 * the VLAN group to pass such frames up with (vlan_hwaccel_rx).
 * Not bridged: the library only asks whether the kernel has it (see
 * NETIF_F_HW_VLAN_CTAG_RX in include/napi_compat/netdev-features.h).
 */
#include <linux/netdevice.h>
#include <linux/if_vlan.h>

static void vlan_rx_register(struct net_device *dev, struct vlan_group *grp)
{
}

const struct net_device_ops napi_compat_probe = {
	.ndo_vlan_rx_register = vlan_rx_register,
};
