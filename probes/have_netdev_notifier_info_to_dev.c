// SPDX-License-Identifier: GPL-2.0
/*
 * 3.11: netdevice notifiers are handed a struct netdev_notifier_info, and
 * netdev_notifier_info_to_dev(ptr) gives its device ("net: add
 * netdev_notifier_info_to_dev helper").  Before it the pointer is the
 * device itself.
 */
#include <linux/netdevice.h>

struct net_device *napi_compat_probe(void *ptr);
struct net_device *napi_compat_probe(void *ptr)
{
	return netdev_notifier_info_to_dev(ptr);
}
