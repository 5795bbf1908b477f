// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.35: struct rtnl_link_stats64, filled in by ndo_get_stats64 ("net:
 * Introduce rtnl_link_stats64 and ndo_get_stats64").
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct rtnl_link_stats64 *s);
void napi_compat_probe(struct rtnl_link_stats64 *s)
{
	s->rx_missed_errors = 0;
}
