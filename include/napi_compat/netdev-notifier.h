/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: Netdevice notifiers: what a notifier's
 * pointer is.  Included by include/linux/netdevice.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_NETDEV_NOTIFIER_H
#define NAPI_COMPAT_NETDEV_NOTIFIER_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 3.11: a netdevice notifier's pointer is a struct netdev_notifier_info,
 * and netdev_notifier_info_to_dev gives the device; before, the pointer
 * is the device.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_NOTIFIER_INFO_TO_DEV
static inline struct net_device *napi_compat_notifier_info_to_dev(void *ptr)
{
	return ptr;
}

#define netdev_notifier_info_to_dev(ptr) napi_compat_notifier_info_to_dev(ptr)
#endif

#endif /* NAPI_COMPAT_NETDEV_NOTIFIER_H */
