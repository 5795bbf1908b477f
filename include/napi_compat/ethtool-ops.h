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
 * 5.15: get_coalesce and set_coalesce with a struct
 * kernel_ethtool_coalesce (the CQE mode and aggregation settings outside
 * the uAPI structure) and a netlink_ext_ack.  Before it nothing can ask
 * for those settings: the adapters pass a zeroed structure and no extack.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_COALESCE_KERNEL
struct netlink_ext_ack;

struct kernel_ethtool_coalesce {
	u8 use_cqe_mode_tx;
	u8 use_cqe_mode_rx;
	u32 tx_aggr_max_bytes;
	u32 tx_aggr_max_frames;
	u32 tx_aggr_time_usecs;
	u32 rx_cqe_frames;
	u32 rx_cqe_nsecs;
};
#endif

/*
 * 6.8: get_rxfh and set_rxfh on a struct ethtool_rxfh_param.  Before it
 * (from 4.0) the methods took the indirection table, the key and the hash
 * function as arguments, and had no RSS contexts or input transformation:
 * the adapters pass context 0 and "no change" of the transformation.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM
struct netlink_ext_ack;

struct ethtool_rxfh_param {
	u8 hfunc;
	u32 indir_size;
	u32 *indir;
	u32 key_size;
	u8 *key;
	u32 rss_context;
	u8 rss_delete;
	u8 input_xfrm;
};
#endif
#ifndef RXH_XFRM_NO_CHANGE
#define RXH_XFRM_NO_CHANGE 0xff
#endif

/*
 * 6.17: get_rxfh_fields and set_rxfh_fields on a struct
 * ethtool_rxfh_fields; before it get_rxnfc and set_rxnfc took
 * ETHTOOL_GRXFH and ETHTOOL_SRXFH, which the adapters turn into calls of
 * the new methods.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS
struct netlink_ext_ack;

struct ethtool_rxfh_fields {
	u32 data;
	u32 flow_type;
	u32 rss_context;
};
#endif

/*
 * 6.11: get_ts_info on a struct kernel_ethtool_ts_info.  Before it (from
 * 3.5) the method filled the uAPI struct ethtool_ts_info; the adapter
 * copies the fields the two share.  The fields after phc_index that
 * name a timestamp provider other than the MAC are not here: before 6.11
 * there is no way to choose one, and a driver that sets them fails to
 * build, by name.  ethtool_op_get_ts_info() of today's type is ours.
 */
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO)
#include <linux/net_tstamp.h>

struct kernel_ethtool_ts_info {
	u32 cmd;
	u32 so_timestamping;
	int phc_index;
	u32 tx_types;
	u32 rx_filters;
};

static inline int
napi_compat_ethtool_op_get_ts_info(struct net_device *dev,
				   struct kernel_ethtool_ts_info *info)
{
	info->so_timestamping = SOF_TIMESTAMPING_TX_SOFTWARE |
				SOF_TIMESTAMPING_RX_SOFTWARE |
				SOF_TIMESTAMPING_SOFTWARE;
	info->phc_index = -1;
	return 0;
}

#define ethtool_op_get_ts_info napi_compat_ethtool_op_get_ts_info
#endif

/*
 * 6.9: get_eee and set_eee on a struct ethtool_keee, whose link modes are
 * bitmaps.  Before it (from 4.6, where link mode bitmaps came) the
 * methods took the uAPI struct ethtool_eee with 32-bit masks; the
 * adapters convert between the two as the 6.9 core does for the ioctl.
 */
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
struct ethtool_keee {
	__ETHTOOL_DECLARE_LINK_MODE_MASK(supported);
	__ETHTOOL_DECLARE_LINK_MODE_MASK(advertised);
	__ETHTOOL_DECLARE_LINK_MODE_MASK(lp_advertised);
	u32 tx_lpi_timer;
	bool tx_lpi_enabled;
	bool eee_active;
	bool eee_enabled;
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

/*
 * 5.13: ethtool_sprintf(&data, fmt, ...) ("ethtool: Add common function
 * for filling out strings"), ethtool_puts with a format: the string cut
 * to its ETH_GSTRING_LEN slot, the pointer moved past the slot.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_SPRINTF
#include <linux/kernel.h>

/*
 * static, not inline: the old kernels' inline is always_inline, which a
 * variadic function cannot be; __maybe_unused where a file has no use.
 */
static __maybe_unused __printf(2, 3)
void napi_compat_ethtool_sprintf(u8 **data, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vsnprintf((char *)*data, ETH_GSTRING_LEN, fmt, args);
	va_end(args);
	*data += ETH_GSTRING_LEN;
}

#define ethtool_sprintf napi_compat_ethtool_sprintf
#endif

/*
 * 5.7: supported_coalesce_params, the ETHTOOL_COALESCE_* bits of the
 * settings a driver's set_coalesce takes; the core refuses any other
 * non-zero setting with EOPNOTSUPP, where drivers checked for themselves
 * before.  The bits follow the fields of struct ethtool_coalesce after
 * cmd, one each.  Before 5.7 the member is the library's (below) and its
 * set_coalesce adapter makes the 5.7 check (ethtool-adapters.h).
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_SUPPORTED_COALESCE
#define ETHTOOL_COALESCE_RX_USECS		BIT(0)
#define ETHTOOL_COALESCE_RX_MAX_FRAMES		BIT(1)
#define ETHTOOL_COALESCE_RX_USECS_IRQ		BIT(2)
#define ETHTOOL_COALESCE_RX_MAX_FRAMES_IRQ	BIT(3)
#define ETHTOOL_COALESCE_TX_USECS		BIT(4)
#define ETHTOOL_COALESCE_TX_MAX_FRAMES		BIT(5)
#define ETHTOOL_COALESCE_TX_USECS_IRQ		BIT(6)
#define ETHTOOL_COALESCE_TX_MAX_FRAMES_IRQ	BIT(7)
#define ETHTOOL_COALESCE_STATS_BLOCK_USECS	BIT(8)
#define ETHTOOL_COALESCE_USE_ADAPTIVE_RX	BIT(9)
#define ETHTOOL_COALESCE_USE_ADAPTIVE_TX	BIT(10)
#define ETHTOOL_COALESCE_PKT_RATE_LOW		BIT(11)
#define ETHTOOL_COALESCE_RX_USECS_LOW		BIT(12)
#define ETHTOOL_COALESCE_RX_MAX_FRAMES_LOW	BIT(13)
#define ETHTOOL_COALESCE_TX_USECS_LOW		BIT(14)
#define ETHTOOL_COALESCE_TX_MAX_FRAMES_LOW	BIT(15)
#define ETHTOOL_COALESCE_PKT_RATE_HIGH		BIT(16)
#define ETHTOOL_COALESCE_RX_USECS_HIGH		BIT(17)
#define ETHTOOL_COALESCE_RX_MAX_FRAMES_HIGH	BIT(18)
#define ETHTOOL_COALESCE_TX_USECS_HIGH		BIT(19)
#define ETHTOOL_COALESCE_TX_MAX_FRAMES_HIGH	BIT(20)
#define ETHTOOL_COALESCE_RATE_SAMPLE_INTERVAL	BIT(21)
#define NAPI_COMPAT_ETHTOOL_COALESCE_FIELDS	22

#define ETHTOOL_COALESCE_USECS \
	(ETHTOOL_COALESCE_RX_USECS | ETHTOOL_COALESCE_TX_USECS)
#define ETHTOOL_COALESCE_MAX_FRAMES \
	(ETHTOOL_COALESCE_RX_MAX_FRAMES | ETHTOOL_COALESCE_TX_MAX_FRAMES)
#define ETHTOOL_COALESCE_USECS_IRQ \
	(ETHTOOL_COALESCE_RX_USECS_IRQ | ETHTOOL_COALESCE_TX_USECS_IRQ)
#define ETHTOOL_COALESCE_MAX_FRAMES_IRQ \
	(ETHTOOL_COALESCE_RX_MAX_FRAMES_IRQ | \
	 ETHTOOL_COALESCE_TX_MAX_FRAMES_IRQ)
#define ETHTOOL_COALESCE_USECS_MAX_FRAMES \
	(ETHTOOL_COALESCE_USECS | ETHTOOL_COALESCE_MAX_FRAMES)
#define ETHTOOL_COALESCE_USECS_MAX_FRAMES_IRQ \
	(ETHTOOL_COALESCE_USECS_IRQ | ETHTOOL_COALESCE_MAX_FRAMES_IRQ)
#define ETHTOOL_COALESCE_USE_ADAPTIVE \
	(ETHTOOL_COALESCE_USE_ADAPTIVE_RX | ETHTOOL_COALESCE_USE_ADAPTIVE_TX)
#define ETHTOOL_COALESCE_USECS_LOW_HIGH \
	(ETHTOOL_COALESCE_RX_USECS_LOW | ETHTOOL_COALESCE_TX_USECS_LOW | \
	 ETHTOOL_COALESCE_RX_USECS_HIGH | ETHTOOL_COALESCE_TX_USECS_HIGH)
#define ETHTOOL_COALESCE_PKT_RATE_RX_USECS \
	(ETHTOOL_COALESCE_USE_ADAPTIVE_RX | \
	 ETHTOOL_COALESCE_RX_USECS_LOW | ETHTOOL_COALESCE_RX_USECS_HIGH | \
	 ETHTOOL_COALESCE_PKT_RATE_LOW | ETHTOOL_COALESCE_PKT_RATE_HIGH | \
	 ETHTOOL_COALESCE_RATE_SAMPLE_INTERVAL)
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
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_SUPPORTED_COALESCE
	u32 supported_coalesce_params;
#endif
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RINGPARAM_KERNEL
	void (*napi_compat_get_ringparam)(struct net_device *dev,
					  struct ethtool_ringparam *ring,
					  struct kernel_ethtool_ringparam *kring,
					  struct netlink_ext_ack *extack);
	int (*napi_compat_set_ringparam)(struct net_device *dev,
					 struct ethtool_ringparam *ring,
					 struct kernel_ethtool_ringparam *kring,
					 struct netlink_ext_ack *extack);
#endif
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
	int (*napi_compat_set_link_ksettings)(struct net_device *dev,
					      const struct ethtool_cmd *cmd);
#endif
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_COALESCE_KERNEL
	int (*napi_compat_get_coalesce)(struct net_device *dev,
					struct ethtool_coalesce *ec,
					struct kernel_ethtool_coalesce *kec,
					struct netlink_ext_ack *extack);
	int (*napi_compat_set_coalesce)(struct net_device *dev,
					struct ethtool_coalesce *ec,
					struct kernel_ethtool_coalesce *kec,
					struct netlink_ext_ack *extack);
#endif
#ifdef NAPI_COMPAT_ETHTOOL_RXNFC_ADAPTED
	int (*napi_compat_get_rxnfc)(struct net_device *dev,
				     struct ethtool_rxnfc *info,
				     u32 *rule_locs);
	int (*napi_compat_set_rxnfc)(struct net_device *dev,
				     struct ethtool_rxnfc *info);
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT
	u32 (*napi_compat_get_rx_ring_count)(struct net_device *dev);
#endif
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS
	int (*napi_compat_get_rxfh_fields)(struct net_device *dev,
					   struct ethtool_rxfh_fields *fields);
	int (*napi_compat_set_rxfh_fields)(struct net_device *dev,
					   const struct ethtool_rxfh_fields *f,
					   struct netlink_ext_ack *extack);
#endif
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_HFUNC)
	int (*napi_compat_get_rxfh)(struct net_device *dev,
				    struct ethtool_rxfh_param *rxfh);
	int (*napi_compat_set_rxfh)(struct net_device *dev,
				    struct ethtool_rxfh_param *rxfh,
				    struct netlink_ext_ack *extack);
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO)
	int (*napi_compat_get_ts_info)(struct net_device *dev,
				       struct kernel_ethtool_ts_info *info);
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
	int (*napi_compat_get_eee)(struct net_device *dev,
				   struct ethtool_keee *eee);
	int (*napi_compat_set_eee)(struct net_device *dev,
				   struct ethtool_keee *eee);
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
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_COALESCE_KERNEL
#define get_coalesce get_coalesce = napi_compat_get_coalesce_adapter, \
	.napi_compat_get_coalesce
#define set_coalesce set_coalesce = napi_compat_set_coalesce_adapter, \
	.napi_compat_set_coalesce
#endif
/*
 * A driver that fills both get_rxnfc and get_rx_ring_count (or a
 * get/set_rxfh_fields) names the kernel's field twice, with the same
 * adapter: harmless; compat.mk turns off -Woverride-init (W=1), which
 * would say so.
 */
#ifdef NAPI_COMPAT_ETHTOOL_RXNFC_ADAPTED
#define get_rxnfc napi_compat_kernel_get_rxnfc = napi_compat_get_rxnfc_adapter, \
	.napi_compat_get_rxnfc
#define set_rxnfc napi_compat_kernel_set_rxnfc = napi_compat_set_rxnfc_adapter, \
	.napi_compat_set_rxnfc
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT
#define get_rx_ring_count napi_compat_kernel_get_rxnfc = napi_compat_get_rxnfc_adapter, \
	.napi_compat_get_rx_ring_count
#endif
/* Debian's 6.12 has these (from 6.17) and not get_rx_ring_count */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS
#define get_rxfh_fields napi_compat_kernel_get_rxnfc = napi_compat_get_rxnfc_adapter, \
	.napi_compat_get_rxfh_fields
#define set_rxfh_fields napi_compat_kernel_set_rxnfc = napi_compat_set_rxnfc_adapter, \
	.napi_compat_set_rxfh_fields
#endif
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_HFUNC)
#define get_rxfh get_rxfh = napi_compat_get_rxfh_adapter, \
	.napi_compat_get_rxfh
#define set_rxfh set_rxfh = napi_compat_set_rxfh_adapter, \
	.napi_compat_set_rxfh
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO)
#define get_ts_info get_ts_info = napi_compat_get_ts_info_adapter, \
	.napi_compat_get_ts_info
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
#define get_eee get_eee = napi_compat_get_eee_adapter, \
	.napi_compat_get_eee
#define set_eee set_eee = napi_compat_set_eee_adapter, \
	.napi_compat_set_eee
#endif

/*
 * Today's methods with no older form to adapt to: not bridged, named by
 * the version of the form the adapters above need.
 */
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_RXNFC)
#define get_rx_ring_count \
	napi_compat_get_rx_ring_count_is_not_bridged_before_2_6_36
#define get_rxfh_fields napi_compat_get_rxfh_fields_is_not_bridged_before_2_6_36
#define set_rxfh_fields napi_compat_set_rxfh_fields_is_not_bridged_before_2_6_36
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM) && \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_HFUNC)
#define get_rxfh napi_compat_get_rxfh_is_not_bridged_before_4_0
#define set_rxfh napi_compat_set_rxfh_is_not_bridged_before_4_0
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) && \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO)
#define get_ts_info napi_compat_get_ts_info_is_not_bridged_before_3_5
#endif
#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) && \
	!defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
#define get_eee napi_compat_get_eee_is_not_bridged_before_4_6
#define set_eee napi_compat_set_eee_is_not_bridged_before_4_6
#endif
#endif

#endif /* NAPI_COMPAT_ETHTOOL_OPS_H */
