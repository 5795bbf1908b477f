/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/mdio.h>: clause 45 register fields as link modes.
 * Included by include/linux/mdio.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_MDIO_H
#define NAPI_COMPAT_MDIO_H

#ifndef NAPI_COMPAT_LINUX_MDIO_H
#error "napi-compat: include <linux/mdio.h>, not this file"
#endif

/*
 * 6.9: mii_eee_cap1_mod_linkmode_t(modes, reg) sets or clears the link
 * modes that the EEE capability 1 register (IEEE 802.3 45.2.3.10: bit 1
 * 100BASE-TX, 2 1000BASE-T, 3 10GBASE-T, 4 1000BASE-KX, 5 10GBASE-KX4,
 * 6 10GBASE-KR) says; linkmode_to_mii_eee_cap1_t(modes) is the register
 * value of those modes.  Link mode bitmaps came in 4.6.
 */
#if !defined(NAPI_COMPAT_HAVE_MII_EEE_CAP1_MOD_LINKMODE_T) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
#include <linux/ethtool.h>

/* the register bit and link mode of pair i, false past the last pair */
static inline bool napi_compat_eee_cap1(unsigned int i, u16 *reg, u16 *mode)
{
	static const u16 pairs[][2] = {
		{ MDIO_EEE_100TX, ETHTOOL_LINK_MODE_100baseT_Full_BIT },
		{ MDIO_EEE_1000T, ETHTOOL_LINK_MODE_1000baseT_Full_BIT },
		{ MDIO_EEE_10GT, ETHTOOL_LINK_MODE_10000baseT_Full_BIT },
		{ MDIO_EEE_1000KX, ETHTOOL_LINK_MODE_1000baseKX_Full_BIT },
		{ MDIO_EEE_10GKX4, ETHTOOL_LINK_MODE_10000baseKX4_Full_BIT },
		{ MDIO_EEE_10GKR, ETHTOOL_LINK_MODE_10000baseKR_Full_BIT },
	};

	if (i >= ARRAY_SIZE(pairs))
		return false;
	*reg = pairs[i][0];
	*mode = pairs[i][1];
	return true;
}

static inline void napi_compat_mii_eee_cap1_mod(unsigned long *modes, u32 reg)
{
	unsigned int i;
	u16 bit, mode;

	for (i = 0; napi_compat_eee_cap1(i, &bit, &mode); i++) {
		if (reg & bit)
			__set_bit(mode, modes);
		else
			__clear_bit(mode, modes);
	}
}

static inline u32 napi_compat_to_mii_eee_cap1(const unsigned long *modes)
{
	unsigned int i;
	u16 bit, mode;
	u32 reg = 0;

	for (i = 0; napi_compat_eee_cap1(i, &bit, &mode); i++)
		if (test_bit(mode, modes))
			reg |= bit;
	return reg;
}

#define mii_eee_cap1_mod_linkmode_t(modes, reg) \
	napi_compat_mii_eee_cap1_mod(modes, reg)
#define linkmode_to_mii_eee_cap1_t(modes) napi_compat_to_mii_eee_cap1(modes)
#endif

#endif /* NAPI_COMPAT_MDIO_H */
