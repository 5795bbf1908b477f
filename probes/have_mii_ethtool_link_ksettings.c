// SPDX-License-Identifier: GPL-2.0
/*
 * 4.10: mii_ethtool_get_link_ksettings/mii_ethtool_set_link_ksettings
 * ("net: mii: add generic function to support ksetting support").
 */
#include <linux/mii.h>
#include <linux/ethtool.h>

int napi_compat_probe(struct mii_if_info *mii,
		      struct ethtool_link_ksettings *cmd);
int napi_compat_probe(struct mii_if_info *mii,
		      struct ethtool_link_ksettings *cmd)
{
	mii_ethtool_get_link_ksettings(mii, cmd);
	return mii_ethtool_set_link_ksettings(mii, cmd);
}
