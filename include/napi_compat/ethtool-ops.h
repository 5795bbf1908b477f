/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/ethtool.h>: struct ethtool_ops with today's method
 * signatures, and the link settings and ring parameter types they take.
 * Included by include/linux/ethtool.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_ETHTOOL_OPS_H
#define NAPI_COMPAT_ETHTOOL_OPS_H

#ifndef NAPI_COMPAT_LINUX_ETHTOOL_H
#error "napi-compat: include <linux/ethtool.h>, not this file"
#endif

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
 * MII library (see mii.h) only passes the structure along, so on
 * older kernels the structure is the old one; a driver that reads its
 * fields (cmd->base.speed) fails to build there, by name.
 *
 * The designators work there as in today's kernels: .get_link_ksettings
 * names get_settings, which has the same type once the structures are
 * one; .set_link_ksettings fills set_settings with an adapter and the
 * library's member with the driver's method, which takes a const pointer
 * (see struct ethtool_ops below).
 *
 * NAPI_COMPAT_LINK_KSETTINGS_OPS(get_fn, set_fn), the helper that came
 * first, still fills both: the two new designators where they exist, the
 * old fields otherwise.  A const and a plain pointer to the same
 * structure are passed alike, so calling set_fn through the old field's
 * type is sound; the cast goes through void (*)(void), which gcc lets any
 * function pointer type convert to without a warning.
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

/*
 * 5.17: get_ringparam and set_ringparam with a struct
 * kernel_ethtool_ringparam (the settings outside the uAPI structure:
 * receive buffer length, header split, ...) and a netlink_ext_ack.
 * Before it nothing can ask for those settings, so the adapters pass a
 * zeroed structure (nothing asked) and no extack.  The fields are today's
 * first ones; a driver that uses a later one fails to build, by name.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RINGPARAM_KERNEL
struct netlink_ext_ack;

struct kernel_ethtool_ringparam {
	u32 rx_buf_len;
	u8 tcp_data_split;
	u8 tx_push;
	u8 rx_push;
	u32 cqe_size;
	u32 tx_push_buf_len;
	u32 tx_push_buf_max_len;
};
#endif

/*
 * 6.8: ethtool_puts(&data, str) ("ethtool: Implement ethtool_puts()"),
 * with which a driver's get_strings writes one string of ETH_GSTRING_LEN
 * bytes and moves past it; the buffer the core hands the method is
 * zeroed, so a shorter string needs no padding.  Before it drivers did
 * the same with strscpy (ours, string.h, before 4.3) or memcpy.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_PUTS
#include <linux/string.h>

static inline void napi_compat_ethtool_puts(u8 **data, const char *str)
{
	if (str)
		strscpy((char *)*data, str, ETH_GSTRING_LEN);
	*data += ETH_GSTRING_LEN;
}

#define ethtool_puts(data, str) napi_compat_ethtool_puts(data, str)
#endif

#ifdef NAPI_COMPAT_ETHTOOL_EMBEDDED
/*
 * The driver's "struct ethtool_ops": the kernel's table as its first,
 * anonymous member, then today's forms of the methods whose signatures
 * changed.  As with struct net_device_ops (see netdev-ops.h), each
 * such designator fills both: the kernel's field with an adapter, ours
 * with the driver's method; the adapters find the driver's method from
 * dev->ethtool_ops.  The kernel reads only its own part of the table.
 */
struct ethtool_ops {
	struct napi_compat_kernel_ethtool_ops;
	void (*napi_compat_get_ringparam)(struct net_device *dev,
					  struct ethtool_ringparam *ring,
					  struct kernel_ethtool_ringparam *kring,
					  struct netlink_ext_ack *extack);
	int (*napi_compat_set_ringparam)(struct net_device *dev,
					 struct ethtool_ringparam *ring,
					 struct kernel_ethtool_ringparam *kring,
					 struct netlink_ext_ack *extack);
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
	int (*napi_compat_set_link_ksettings)(struct net_device *dev,
					      const struct ethtool_cmd *cmd);
#endif
};

/*
 * The adapters are in ethtool-adapters.h, which <linux/netdevice.h>
 * includes: they need struct net_device, and that header reads this one
 * first.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RINGPARAM_KERNEL
#define get_ringparam get_ringparam = napi_compat_get_ringparam_adapter, \
	.napi_compat_get_ringparam
#define set_ringparam set_ringparam = napi_compat_set_ringparam_adapter, \
	.napi_compat_set_ringparam
#endif
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
/* before 4.6: get_settings takes the same arguments, set_settings not */
#define set_link_ksettings set_settings = napi_compat_set_settings_adapter, \
	.napi_compat_set_link_ksettings
#define get_link_ksettings get_settings
#endif
#endif

#endif /* NAPI_COMPAT_ETHTOOL_OPS_H */
