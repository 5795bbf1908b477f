/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: The device's multicast address list.
 * Included by include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_MC_H
#define NAPI_COMPAT_NETDEV_MC_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 2.6.34: netdev_mc_count ("net: introduce helper macros for
 * netdev_mc_count"); before it the count was dev->mc_count.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_MC_COUNT
#define netdev_mc_count(dev) ((dev)->mc_count)
#endif

/*
 * 2.6.35: netdev_for_each_mc_addr(ha, dev) walking the device's multicast
 * addresses as struct netdev_hw_addr, the address in ha->addr ("net:
 * convert multicast list to list_head"; 2.6.34 had the macro over the old
 * struct dev_mc_list, 2.6.31 the struct for other lists).  Before it the
 * list is dev->mc_list, chained by ->next, the address in ->dmi_addr.
 * The walk hands the driver a pointer placed so that ha->addr is that
 * entry's dmi_addr, and steps back from ha->addr to the entry: ha->addr
 * is the one field the loop's body may read.  Where the kernel has no
 * struct netdev_hw_addr at all, the library declares one with just the
 * address.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_FOR_EACH_MC_ADDR
#ifndef NAPI_COMPAT_HAVE_NETDEV_HW_ADDR
struct netdev_hw_addr {
	unsigned char addr[MAX_ADDR_LEN];
};
#endif

static inline struct netdev_hw_addr *
napi_compat_mc_view(struct dev_mc_list *mc)
{
	if (!mc)
		return NULL;
	return (struct netdev_hw_addr *)((char *)mc->dmi_addr -
		offsetof(struct netdev_hw_addr, addr));
}

static inline struct netdev_hw_addr *
napi_compat_mc_next(struct netdev_hw_addr *ha)
{
	return napi_compat_mc_view(container_of((__u8 *)ha->addr,
						struct dev_mc_list,
						dmi_addr[0])->next);
}

#undef netdev_for_each_mc_addr
#define netdev_for_each_mc_addr(ha, dev) \
	for ((ha) = napi_compat_mc_view((dev)->mc_list); (ha); \
	     (ha) = napi_compat_mc_next(ha))
#endif

#endif /* NAPI_COMPAT_NETDEV_MC_H */
