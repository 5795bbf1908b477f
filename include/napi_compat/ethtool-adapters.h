/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: The adapters behind the library's struct
 * ethtool_ops (declared in ethtool-ops.h, through <linux/ethtool.h>); here
 * because they need struct net_device.  Included by
 * include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_ETHTOOL_ADAPTERS_H
#define NAPI_COMPAT_ETHTOOL_ADAPTERS_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

#ifdef NAPI_COMPAT_ETHTOOL_EMBEDDED
/* The adapters for the library's struct ethtool_ops (<linux/ethtool.h>). */
static inline const struct ethtool_ops *
napi_compat_ethtool_of(const struct net_device *dev)
{
	return (const struct ethtool_ops *)dev->ethtool_ops;
}

#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RINGPARAM_KERNEL
static inline void
napi_compat_get_ringparam_adapter(struct net_device *dev,
				  struct ethtool_ringparam *ring)
{
	struct kernel_ethtool_ringparam kring = { 0 };

	napi_compat_ethtool_of(dev)->napi_compat_get_ringparam(dev, ring,
							       &kring, NULL);
}

static inline int
napi_compat_set_ringparam_adapter(struct net_device *dev,
				  struct ethtool_ringparam *ring)
{
	struct kernel_ethtool_ringparam kring = { 0 };

	return napi_compat_ethtool_of(dev)->napi_compat_set_ringparam(dev, ring,
								      &kring,
								      NULL);
}
#endif

#ifndef NAPI_COMPAT_HAVE_ETHTOOL_COALESCE_KERNEL
static inline int napi_compat_get_coalesce_adapter(struct net_device *dev,
						   struct ethtool_coalesce *ec)
{
	struct kernel_ethtool_coalesce kec = { 0 };

	return napi_compat_ethtool_of(dev)->napi_compat_get_coalesce(dev, ec,
								     &kec,
								     NULL);
}

static inline int napi_compat_set_coalesce_adapter(struct net_device *dev,
						   struct ethtool_coalesce *ec)
{
	struct kernel_ethtool_coalesce kec = { 0 };
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_SUPPORTED_COALESCE
	/* the 5.7 core's check: each non-zero setting is one the driver takes */
	const u32 *field = (const u32 *)ec + 1;
	u32 supported = napi_compat_ethtool_of(dev)->supported_coalesce_params;
	int i;

	BUILD_BUG_ON(sizeof(*ec) !=
		     (NAPI_COMPAT_ETHTOOL_COALESCE_FIELDS + 1) * sizeof(u32));
	for (i = 0; i < NAPI_COMPAT_ETHTOOL_COALESCE_FIELDS; i++)
		if (field[i] && !(supported & (1U << i)))
			return -EOPNOTSUPP;
#endif

	return napi_compat_ethtool_of(dev)->napi_compat_set_coalesce(dev, ec,
								     &kec,
								     NULL);
}
#endif

#ifdef NAPI_COMPAT_ETHTOOL_RXNFC_ADAPTED
/*
 * The flow type and context of a request.  4.16 brought RSS contexts:
 * FLOW_RSS in the flow type asks about the context in rss_context, as in
 * the core's own ioctl handler; before it there is only context 0.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS
static inline void napi_compat_rxfh_fields_of(struct ethtool_rxfh_fields *f,
					      const struct ethtool_rxnfc *info)
{
#ifdef FLOW_RSS
	f->flow_type = info->flow_type & ~FLOW_RSS;
	if (info->flow_type & FLOW_RSS)
		f->rss_context = info->rss_context;
#else
	f->flow_type = info->flow_type;
#endif
}
#endif

/*
 * The kernel's get_rxnfc: ETHTOOL_GRXRINGS to the driver's
 * get_rx_ring_count and ETHTOOL_GRXFH to its get_rxfh_fields where it has
 * them (as the 6.19 and 6.17 cores route them), everything else to its
 * get_rxnfc.
 */
static inline int napi_compat_get_rxnfc_adapter(struct net_device *dev,
						struct ethtool_rxnfc *info,
						u32 *rule_locs)
{
	const struct ethtool_ops *ops = napi_compat_ethtool_of(dev);

#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT
	if (info->cmd == ETHTOOL_GRXRINGS && ops->napi_compat_get_rx_ring_count) {
		info->data = ops->napi_compat_get_rx_ring_count(dev);
		return 0;
	}
#endif
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS
	if (info->cmd == ETHTOOL_GRXFH && ops->napi_compat_get_rxfh_fields) {
		struct ethtool_rxfh_fields fields = { 0 };
		int err;

		napi_compat_rxfh_fields_of(&fields, info);
		err = ops->napi_compat_get_rxfh_fields(dev, &fields);
		if (err)
			return err;
		info->data = fields.data;
		return 0;
	}
#endif
	if (!ops->napi_compat_get_rxnfc)
		return -EOPNOTSUPP;
	return ops->napi_compat_get_rxnfc(dev, info, rule_locs);
}

/* ETHTOOL_SRXFH to the driver's set_rxfh_fields, the rest to set_rxnfc */
static inline int napi_compat_set_rxnfc_adapter(struct net_device *dev,
						struct ethtool_rxnfc *info)
{
	const struct ethtool_ops *ops = napi_compat_ethtool_of(dev);

#ifndef NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS
	if (info->cmd == ETHTOOL_SRXFH && ops->napi_compat_set_rxfh_fields) {
		struct ethtool_rxfh_fields fields = { .data = info->data };

		napi_compat_rxfh_fields_of(&fields, info);
		return ops->napi_compat_set_rxfh_fields(dev, &fields, NULL);
	}
#endif
	if (!ops->napi_compat_set_rxnfc)
		return -EOPNOTSUPP;
	return ops->napi_compat_set_rxnfc(dev, info);
}
#endif

#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_HFUNC)
/*
 * The table and the key are the core's buffers, as large as the driver's
 * get_rxfh_indir_size and get_rxfh_key_size say; the hash function comes
 * back through its own pointer.  Context 0, the only one these kernels
 * ask get_rxfh about.
 */
static inline void napi_compat_rxfh_sizes(struct net_device *dev,
					  struct ethtool_rxfh_param *rxfh)
{
	const struct ethtool_ops *ops = napi_compat_ethtool_of(dev);

	if (rxfh->indir && ops->get_rxfh_indir_size)
		rxfh->indir_size = ops->get_rxfh_indir_size(dev);
	if (rxfh->key && ops->get_rxfh_key_size)
		rxfh->key_size = ops->get_rxfh_key_size(dev);
}

static inline int napi_compat_get_rxfh_adapter(struct net_device *dev,
					       u32 *indir, u8 *key, u8 *hfunc)
{
	struct ethtool_rxfh_param rxfh = { .indir = indir, .key = key };
	int err;

	napi_compat_rxfh_sizes(dev, &rxfh);
	err = napi_compat_ethtool_of(dev)->napi_compat_get_rxfh(dev, &rxfh);
	if (!err && hfunc)
		*hfunc = rxfh.hfunc;
	return err;
}

/* the core keeps its buffers const; the driver's method only reads them */
static inline int napi_compat_set_rxfh_adapter(struct net_device *dev,
					       const u32 *indir, const u8 *key,
					       const u8 hfunc)
{
	struct ethtool_rxfh_param rxfh = {
		.indir = (u32 *)indir,
		.key = (u8 *)key,
		.hfunc = hfunc,
		.input_xfrm = RXH_XFRM_NO_CHANGE,
	};

	napi_compat_rxfh_sizes(dev, &rxfh);
	return napi_compat_ethtool_of(dev)->napi_compat_set_rxfh(dev, &rxfh,
								 NULL);
}
#endif

#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO)
static inline int napi_compat_get_ts_info_adapter(struct net_device *dev,
						  struct ethtool_ts_info *info)
{
	struct kernel_ethtool_ts_info kinfo = {
		.cmd = info->cmd,
		.so_timestamping = info->so_timestamping,
		.phc_index = info->phc_index,
		.tx_types = info->tx_types,
		.rx_filters = info->rx_filters,
	};
	int err;

	err = napi_compat_ethtool_of(dev)->napi_compat_get_ts_info(dev, &kinfo);
	if (err)
		return err;
	info->so_timestamping = kinfo.so_timestamping;
	info->phc_index = kinfo.phc_index;
	info->tx_types = kinfo.tx_types;
	info->rx_filters = kinfo.rx_filters;
	return 0;
}
#endif

#if !defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) && \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
static inline void napi_compat_eee_to_keee(struct ethtool_keee *keee,
					   const struct ethtool_eee *eee)
{
	memset(keee, 0, sizeof(*keee));
	ethtool_convert_legacy_u32_to_link_mode(keee->supported,
						eee->supported);
	ethtool_convert_legacy_u32_to_link_mode(keee->advertised,
						eee->advertised);
	ethtool_convert_legacy_u32_to_link_mode(keee->lp_advertised,
						eee->lp_advertised);
	keee->eee_active = eee->eee_active;
	keee->eee_enabled = eee->eee_enabled;
	keee->tx_lpi_enabled = eee->tx_lpi_enabled;
	keee->tx_lpi_timer = eee->tx_lpi_timer;
}

/* link modes above bit 31 have no place in the old masks: left out */
static inline void napi_compat_keee_to_eee(struct ethtool_eee *eee,
					   const struct ethtool_keee *keee)
{
	ethtool_convert_link_mode_to_legacy_u32(&eee->supported,
						keee->supported);
	ethtool_convert_link_mode_to_legacy_u32(&eee->advertised,
						keee->advertised);
	ethtool_convert_link_mode_to_legacy_u32(&eee->lp_advertised,
						keee->lp_advertised);
	eee->eee_active = keee->eee_active;
	eee->eee_enabled = keee->eee_enabled;
	eee->tx_lpi_enabled = keee->tx_lpi_enabled;
	eee->tx_lpi_timer = keee->tx_lpi_timer;
}

static inline int napi_compat_get_eee_adapter(struct net_device *dev,
					      struct ethtool_eee *eee)
{
	struct ethtool_keee keee;
	int err;

	napi_compat_eee_to_keee(&keee, eee);
	err = napi_compat_ethtool_of(dev)->napi_compat_get_eee(dev, &keee);
	if (!err)
		napi_compat_keee_to_eee(eee, &keee);
	return err;
}

static inline int napi_compat_set_eee_adapter(struct net_device *dev,
					      struct ethtool_eee *eee)
{
	struct ethtool_keee keee;

	napi_compat_eee_to_keee(&keee, eee);
	return napi_compat_ethtool_of(dev)->napi_compat_set_eee(dev, &keee);
}
#endif

#ifndef NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS
/* before 4.6: the old method's argument is not const */
static inline int napi_compat_set_settings_adapter(struct net_device *dev,
						   struct ethtool_cmd *cmd)
{
	return napi_compat_ethtool_of(dev)->napi_compat_set_link_ksettings(dev,
									   cmd);
}
#endif
#endif

#endif /* NAPI_COMPAT_ETHTOOL_ADAPTERS_H */
