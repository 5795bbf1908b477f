/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/ethtool.h>.
 */
#ifndef NAPI_COMPAT_LINUX_ETHTOOL_H
#define NAPI_COMPAT_LINUX_ETHTOOL_H

#include_next <linux/ethtool.h>
#include <compat.h>

/*
 * 3.2: SPEED_UNKNOWN and DUPLEX_UNKNOWN, what a driver reports without a
 * link; older kernels pass the same values through to ethtool, which
 * prints them as unknown.  Macros, their own definition is the test.
 */
#ifndef SPEED_UNKNOWN
#define SPEED_UNKNOWN -1
#endif
#ifndef DUPLEX_UNKNOWN
#define DUPLEX_UNKNOWN 0xff
#endif

/*
 * 4.6: struct ethtool_link_ksettings and the get_link_ksettings and
 * set_link_ksettings methods ("net: ethtool: add new
 * ETHTOOL_xLINKSETTINGS API"); before it, get_settings and set_settings
 * on struct ethtool_cmd.  A driver that leaves the link settings to the
 * MII library (see <linux/mii.h>) only passes the structure along, so on
 * older kernels the structure is the old one.
 *
 * No header can make ".set_link_ksettings = fn" name the old field with
 * fn's type (the new method takes a const pointer, the old one does not),
 * so drivers fill both methods with
 *
 *	NAPI_COMPAT_LINK_KSETTINGS_OPS(get_fn, set_fn),
 *
 * in their ethtool_ops initializer: the two new designators where they
 * exist, the old fields otherwise.  A const and a plain pointer to the
 * same structure are passed alike, so calling set_fn through the old
 * field's type is sound; the cast goes through void (*)(void), which gcc
 * lets any function pointer type convert to without a warning.
 */
#ifdef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
#define NAPI_COMPAT_LINK_KSETTINGS_OPS(get, set) \
	.get_link_ksettings = (get), \
	.set_link_ksettings = (set)
#else
#define ethtool_link_ksettings ethtool_cmd
#define NAPI_COMPAT_LINK_KSETTINGS_OPS(get, set) \
	.get_settings = (get), \
	.set_settings = (int (*)(struct net_device *, struct ethtool_cmd *)) \
			(void (*)(void))(set)
#endif

#endif /* NAPI_COMPAT_LINUX_ETHTOOL_H */
