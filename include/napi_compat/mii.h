/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/mii.h>: The MII library's link settings.  Included by
 * include/linux/mii.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_MII_H
#define NAPI_COMPAT_MII_H

#ifndef NAPI_COMPAT_LINUX_MII_H
#error "napi-compat: include <linux/mii.h>, not this file"
#endif

/*
 * 4.10: mii_ethtool_get_link_ksettings and mii_ethtool_set_link_ksettings
 * ("net: mii: add generic function to support ksetting support").  Before
 * 4.6 struct ethtool_link_ksettings is struct ethtool_cmd (see
 * ethtool-ops.h), which mii_ethtool_gset and mii_ethtool_sset take;
 * the set method's argument is const, so it is copied first.  Kernels
 * 4.6 to 4.9 would need a conversion between the two structures that is
 * not written: using these there fails to build.
 */
#ifndef NAPI_COMPAT_HAVE_MII_ETHTOOL_LINK_KSETTINGS
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
static inline int napi_compat_mii_sset(struct mii_if_info *mii,
				       const struct ethtool_cmd *cmd)
{
	struct ethtool_cmd copy = *cmd;

	return mii_ethtool_sset(mii, &copy);
}

#define mii_ethtool_get_link_ksettings(mii, cmd) \
	((void)mii_ethtool_gset(mii, cmd))
#define mii_ethtool_set_link_ksettings(mii, cmd) \
	napi_compat_mii_sset(mii, cmd)
#else
#define mii_ethtool_get_link_ksettings(mii, cmd) \
	napi_compat_mii_link_ksettings_not_bridged_on_4_6_to_4_9(mii, cmd)
#define mii_ethtool_set_link_ksettings(mii, cmd) \
	napi_compat_mii_link_ksettings_not_bridged_on_4_6_to_4_9(mii, cmd)
#endif
#endif

#endif /* NAPI_COMPAT_MII_H */
