// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: today's ethtool methods as the kernel calls them.
 * A table written against today's struct ethtool_ops is put on the
 * synthetic device, and each method is called the way this kernel's
 * ethtool core calls it: through the kernel's own field, with the
 * kernel's own arguments (the library's adapter where the kernel's form
 * is older), and the answers are compared with what the driver's method
 * gave.
 */
#include "selftest.h"

/* which of today's methods this kernel has, natively or by the library */
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT) || \
	defined(NAPI_COMPAT_ETHTOOL_RXNFC_ADAPTED)
#define ST_RXNFC 1
#endif
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM) || \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_HFUNC)
#define ST_RXFH 1
#endif
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL) || \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO)
#define ST_TS_INFO 1
#include <linux/net_tstamp.h>
#endif
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE) || \
	defined(NAPI_COMPAT_HAVE_ETHTOOL_LINK_KSETTINGS)
#define ST_EEE 1
#endif

#define ST_RINGS	5
#define ST_INDIR	8
#define ST_KEY		4
#define ST_LPI_TIMER	33
#define ST_RX_USECS	7

#ifdef ST_RXNFC
static u32 st_get_rx_ring_count(struct net_device *dev)
{
	return ST_RINGS;
}

static int st_get_rxfh_fields(struct net_device *dev,
			      struct ethtool_rxfh_fields *fields)
{
	fields->data = RXH_IP_SRC | RXH_IP_DST;
	if (fields->flow_type == TCP_V4_FLOW)
		fields->data |= RXH_L4_B_0_1 | RXH_L4_B_2_3;
	return 0;
}
#endif

#ifdef ST_RXFH
static atomic_t st_rxfh_sizes;	/* indir_size * 100 + key_size, last seen */

static u32 st_get_rxfh_indir_size(struct net_device *dev)
{
	return ST_INDIR;
}

static u32 st_get_rxfh_key_size(struct net_device *dev)
{
	return ST_KEY;
}

static int st_get_rxfh(struct net_device *dev, struct ethtool_rxfh_param *rxfh)
{
	u32 i;

	atomic_set(&st_rxfh_sizes, rxfh->indir_size * 100 + rxfh->key_size);
	rxfh->hfunc = ETH_RSS_HASH_TOP;
	for (i = 0; rxfh->indir && i < rxfh->indir_size; i++)
		rxfh->indir[i] = i % 2;
	for (i = 0; rxfh->key && i < rxfh->key_size; i++)
		rxfh->key[i] = 0xa0 + i;
	return 0;
}
#endif

#ifdef ST_TS_INFO
static int st_get_ts_info(struct net_device *dev,
			  struct kernel_ethtool_ts_info *info)
{
	return ethtool_op_get_ts_info(dev, info);
}
#endif

#ifdef ST_EEE
static int st_get_eee(struct net_device *dev, struct ethtool_keee *eee)
{
	bitmap_zero(eee->advertised, __ETHTOOL_LINK_MODE_MASK_NBITS);
	__set_bit(ETHTOOL_LINK_MODE_100baseT_Full_BIT, eee->advertised);
	eee->eee_enabled = true;
	eee->tx_lpi_timer = ST_LPI_TIMER;
	return 0;
}
#endif

static int st_get_coalesce(struct net_device *dev, struct ethtool_coalesce *ec,
			   struct kernel_ethtool_coalesce *kec,
			   struct netlink_ext_ack *extack)
{
	ec->rx_coalesce_usecs = ST_RX_USECS;
	return 0;
}

static int st_set_calls;

static int st_set_coalesce(struct net_device *dev, struct ethtool_coalesce *ec,
			   struct kernel_ethtool_coalesce *kec,
			   struct netlink_ext_ack *extack)
{
	st_set_calls++;
	return 0;
}

static const struct ethtool_ops st_ethtool_ops = {
	.supported_coalesce_params = ETHTOOL_COALESCE_RX_USECS,
#ifdef ST_RXNFC
	.get_rx_ring_count = st_get_rx_ring_count,
	.get_rxfh_fields = st_get_rxfh_fields,
#endif
#ifdef ST_RXFH
	.get_rxfh_indir_size = st_get_rxfh_indir_size,
	.get_rxfh_key_size = st_get_rxfh_key_size,
	.get_rxfh = st_get_rxfh,
#endif
#ifdef ST_TS_INFO
	.get_ts_info = st_get_ts_info,
#endif
#ifdef ST_EEE
	.get_eee = st_get_eee,
#endif
	.get_coalesce = st_get_coalesce,
	.set_coalesce = st_set_coalesce,
};

/*
 * From here on the kernel's fields under their own names: the library's
 * designators are only for tables like the one above.
 */
#undef get_rxnfc
#undef get_rx_ring_count
#undef get_rxfh_fields
#undef get_rxfh
#undef get_ts_info
#undef get_eee
#undef get_coalesce
#undef set_coalesce

#ifdef NAPI_COMPAT_ETHTOOL_EMBEDDED
#define st_kops_t const struct napi_compat_kernel_ethtool_ops
#else
#define st_kops_t const struct ethtool_ops
#endif

#ifdef ST_RXNFC
static void st_rx_rings(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "get_rx_ring_count answers ETHTOOL_GRXRINGS";
	char why[120];
	u32 rings;
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_RX_RING_COUNT)
	rings = kops->get_rx_ring_count(dev);
#else
	struct ethtool_rxnfc info = { .cmd = ETHTOOL_GRXRINGS };
	int err = kops->napi_compat_kernel_get_rxnfc(dev, &info, NULL);

	rings = err ? 0 : info.data;
#endif
	snprintf(why, sizeof(why), "%u rings", rings);
	st_result(rings == ST_RINGS, name, why);
}
#else
static void st_rx_rings(st_kops_t *kops, struct net_device *dev)
{
	st_skip("get_rx_ring_count answers ETHTOOL_GRXRINGS", "not bridged before 2.6.36");
}
#endif

#ifdef ST_RXNFC
static void st_rxfh_fields(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "get_rxfh_fields answers ETHTOOL_GRXFH";
	u32 want = RXH_IP_SRC | RXH_IP_DST | RXH_L4_B_0_1 | RXH_L4_B_2_3;
	char why[120];
	u32 data;
	int err;
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_FIELDS)
	struct ethtool_rxfh_fields fields = { .flow_type = TCP_V4_FLOW };

	err = kops->get_rxfh_fields(dev, &fields);
	data = fields.data;
#else
	struct ethtool_rxnfc info = {
		.cmd = ETHTOOL_GRXFH,
		.flow_type = TCP_V4_FLOW,
	};

	err = kops->napi_compat_kernel_get_rxnfc(dev, &info, NULL);
	data = info.data;
#endif
	snprintf(why, sizeof(why), "error %d, fields %#x of %#x", err, data,
		 want);
	st_result(!err && data == want, name, why);
}
#else
static void st_rxfh_fields(st_kops_t *kops, struct net_device *dev)
{
	st_skip("get_rxfh_fields answers ETHTOOL_GRXFH", "not bridged before 2.6.36");
}
#endif

#ifdef ST_RXFH
static void st_rxfh(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "get_rxfh fills the core's table and key";
	u32 indir[ST_INDIR] = { 0 };
	u8 key[ST_KEY] = { 0 };
	char why[160];
	u8 hfunc;
	int err, sizes, ok, i;
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_RXFH_PARAM)
	struct ethtool_rxfh_param rxfh = {
		.indir = indir, .indir_size = ST_INDIR,
		.key = key, .key_size = ST_KEY,
	};

	err = kops->get_rxfh(dev, &rxfh);
	hfunc = rxfh.hfunc;
#else
	hfunc = 0;
	err = kops->get_rxfh(dev, indir, key, &hfunc);
#endif
	sizes = atomic_read(&st_rxfh_sizes);
	ok = !err && hfunc == ETH_RSS_HASH_TOP && sizes == ST_INDIR * 100 + ST_KEY;
	for (i = 0; i < ST_INDIR; i++)
		ok = ok && indir[i] == i % 2;
	for (i = 0; i < ST_KEY; i++)
		ok = ok && key[i] == 0xa0 + i;
	snprintf(why, sizeof(why),
		 "error %d, hfunc %u, sizes seen %d, indir %u %u, key %#x %#x",
		 err, hfunc, sizes, indir[0], indir[1], key[0], key[ST_KEY - 1]);
	st_result(ok, name, why);
}
#else
static void st_rxfh(st_kops_t *kops, struct net_device *dev)
{
	st_skip("get_rxfh fills the core's table and key", "not bridged before 4.0");
}
#endif

#ifdef ST_TS_INFO
static void st_ts_info(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "get_ts_info with ethtool_op_get_ts_info";
	u32 want = SOF_TIMESTAMPING_TX_SOFTWARE | SOF_TIMESTAMPING_RX_SOFTWARE |
		   SOF_TIMESTAMPING_SOFTWARE;
	char why[120];
	int err, phc;
	u32 got;
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_TS_INFO_KERNEL)
	struct kernel_ethtool_ts_info info = { .cmd = ETHTOOL_GET_TS_INFO };
#else
	struct ethtool_ts_info info = { .cmd = ETHTOOL_GET_TS_INFO };
#endif
	err = kops->get_ts_info(dev, &info);
	got = info.so_timestamping;
	phc = info.phc_index;
	snprintf(why, sizeof(why), "error %d, flags %#x of %#x, phc %d", err,
		 got, want, phc);
	st_result(!err && got == want && phc == -1, name, why);
}
#else
static void st_ts_info(st_kops_t *kops, struct net_device *dev)
{
	st_skip("get_ts_info with ethtool_op_get_ts_info", "not bridged before 3.5");
}
#endif

#ifdef ST_EEE
static void st_eee(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "get_eee on struct ethtool_keee";
	char why[120];
	int err, adv, on;
	u32 timer;
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_KEEE)
	struct ethtool_keee eee = { 0 };

	err = kops->get_eee(dev, &eee);
	adv = test_bit(ETHTOOL_LINK_MODE_100baseT_Full_BIT, eee.advertised);
#else
	struct ethtool_eee eee = { .cmd = ETHTOOL_GEEE };

	err = kops->get_eee(dev, &eee);
	adv = eee.advertised == ADVERTISED_100baseT_Full;
#endif
	on = eee.eee_enabled;
	timer = eee.tx_lpi_timer;
	snprintf(why, sizeof(why), "error %d, 100baseT/Full %d, enabled %d, timer %u",
		 err, adv, on, timer);
	st_result(!err && adv && on && timer == ST_LPI_TIMER, name, why);
}
#else
static void st_eee(st_kops_t *kops, struct net_device *dev)
{
	st_skip("get_eee on struct ethtool_keee", "not bridged before 4.6");
}
#endif

static void st_coalesce(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "get_coalesce with the kernel's coalescing settings";
	struct ethtool_coalesce ec = { .cmd = ETHTOOL_GCOALESCE };
	char why[80];
	int err;
#if defined(NAPI_COMPAT_HAVE_ETHTOOL_COALESCE_KERNEL)
	struct kernel_ethtool_coalesce kec = { 0 };

	err = kops->get_coalesce(dev, &ec, &kec, NULL);
#else
	err = kops->get_coalesce(dev, &ec);
#endif
	snprintf(why, sizeof(why), "error %d, rx usecs %u", err,
		 ec.rx_coalesce_usecs);
	st_result(!err && ec.rx_coalesce_usecs == ST_RX_USECS, name, why);
}

/*
 * Before 5.7 the library's set_coalesce adapter refuses what the core
 * refuses from 5.7: a non-zero setting outside supported_coalesce_params,
 * without calling the driver.  From 5.7 the core checks, before the
 * method, and a direct call cannot see it.
 */
#ifndef NAPI_COMPAT_HAVE_ETHTOOL_SUPPORTED_COALESCE
static void st_coalesce_supported(st_kops_t *kops, struct net_device *dev)
{
	const char *name = "set_coalesce takes only supported_coalesce_params";
	struct ethtool_coalesce ec = { .cmd = ETHTOOL_SCOALESCE };
	int ok_err, bad_err, ok_calls, bad_calls;
	char why[100];

	st_set_calls = 0;
	ec.rx_coalesce_usecs = ST_RX_USECS;
	ok_err = kops->set_coalesce(dev, &ec);
	ok_calls = st_set_calls;
	ec.tx_coalesce_usecs = ST_RX_USECS;
	bad_err = kops->set_coalesce(dev, &ec);
	bad_calls = st_set_calls - ok_calls;
	snprintf(why, sizeof(why),
		 "rx usecs: error %d, %d calls; tx usecs too: error %d, %d calls",
		 ok_err, ok_calls, bad_err, bad_calls);
	st_result(!ok_err && ok_calls == 1 && bad_err == -EOPNOTSUPP &&
		  !bad_calls, name, why);
}
#else
static void st_coalesce_supported(st_kops_t *kops, struct net_device *dev)
{
	st_skip("set_coalesce takes only supported_coalesce_params",
		"the kernel's core checks it, from 5.7");
}
#endif

void st_ethtool(struct st_dev *sd)
{
	struct net_device *dev = sd->ndev;
	const struct ethtool_ops *saved = dev->ethtool_ops;
	st_kops_t *kops = (st_kops_t *)&st_ethtool_ops;

	dev->ethtool_ops = &st_ethtool_ops;
	st_rx_rings(kops, dev);
	st_rxfh_fields(kops, dev);
	st_rxfh(kops, dev);
	st_ts_info(kops, dev);
	st_eee(kops, dev);
	st_coalesce(kops, dev);
	st_coalesce_supported(kops, dev);
	dev->ethtool_ops = saved;
}
