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
