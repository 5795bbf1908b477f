// SPDX-License-Identifier: GPL-2.0
/*
 * 6.9: mii_eee_cap1_mod_linkmode_t() and linkmode_to_mii_eee_cap1_t()
 * (with the EEE link modes of struct ethtool_keee), the EEE capability 1
 * register (IEEE 802.3 45.2.3.10) to link mode bits and back.
 * Bridged from 4.6.
 */
#include <linux/mdio.h>

u32 napi_compat_probe(unsigned long *modes);
u32 napi_compat_probe(unsigned long *modes)
{
	mii_eee_cap1_mod_linkmode_t(modes, MDIO_EEE_100TX);
	return linkmode_to_mii_eee_cap1_t(modes);
}
