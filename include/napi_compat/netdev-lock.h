/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: the device's instance lock.  Included by
 * include/linux/netdevice.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NETDEV_LOCK_H
#define NAPI_COMPAT_NETDEV_LOCK_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 6.14: netdev_lock(dev) and netdev_unlock(dev) ("net: add netdev_lock()
 * / netdev_unlock() helpers"), the device's instance lock; from 6.15 the
 * core takes it around its own changes to the device's NAPI instances,
 * and the *_locked NAPI calls (napi.h) are made with it held.  Before
 * it nothing in the core changed a driver's instances behind its back:
 * napi_enable and napi_disable took no lock, and a driver's own paths
 * were kept apart by rtnl or by the driver's own locks.  The mainline
 * drivers of QEMU's NICs that take the lock (8139too's reset work,
 * pcnet32's open and ring resize) take it only around the *_locked calls
 * and their own spinlocks, so before 6.14 the driver is what it was
 * before the lock came: these take nothing.  A driver that counts on the
 * instance lock to keep two of its own paths apart needs its own lock
 * for that on those kernels.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_LOCK
static inline void napi_compat_netdev_lock(struct net_device *dev)
{
}

static inline void napi_compat_netdev_unlock(struct net_device *dev)
{
}

#define netdev_lock(dev) napi_compat_netdev_lock(dev)
#define netdev_unlock(dev) napi_compat_netdev_unlock(dev)
#endif

#endif /* NAPI_COMPAT_NETDEV_LOCK_H */
