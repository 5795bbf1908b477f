/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/net_tstamp.h>: hardware time stamping settings as the
 * core hands them to a driver.  Included by include/linux/net_tstamp.h,
 * after the kernel's header.
 */
#ifndef NAPI_COMPAT_NET_TSTAMP_H
#define NAPI_COMPAT_NET_TSTAMP_H

#ifndef NAPI_COMPAT_LINUX_NET_TSTAMP_H
#error "napi-compat: include <linux/net_tstamp.h>, not this file"
#endif

/*
 * 6.4: struct kernel_hwtstamp_config, what today's ndo_hwtstamp_get and
 * ndo_hwtstamp_set (6.6, netdev-ops.h) take: the uAPI struct
 * hwtstamp_config's three settings, and for a driver that still copies
 * to user space itself the request and whether it did.  The fields after
 * those name a time stamping source other than the MAC, which these
 * kernels cannot choose: a driver that sets them fails to build, by name.
 */
#ifndef NAPI_COMPAT_HAVE_KERNEL_HWTSTAMP_CONFIG
struct ifreq;

struct kernel_hwtstamp_config {
	int flags;
	int tx_type;
	int rx_filter;
	struct ifreq *ifr;
	bool copied_to_user;
};

static inline void
hwtstamp_config_to_kernel(struct kernel_hwtstamp_config *kernel_cfg,
			  const struct hwtstamp_config *cfg)
{
	kernel_cfg->flags = cfg->flags;
	kernel_cfg->tx_type = cfg->tx_type;
	kernel_cfg->rx_filter = cfg->rx_filter;
}

static inline void
hwtstamp_config_from_kernel(struct hwtstamp_config *cfg,
			    const struct kernel_hwtstamp_config *kernel_cfg)
{
	cfg->flags = kernel_cfg->flags;
	cfg->tx_type = kernel_cfg->tx_type;
	cfg->rx_filter = kernel_cfg->rx_filter;
}
#endif

#endif /* NAPI_COMPAT_NET_TSTAMP_H */
