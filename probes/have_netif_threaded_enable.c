// SPDX-License-Identifier: GPL-2.0
/*
 * 6.17: netif_threaded_enable(dev) (with enum netdev_napi_threaded): the
 * device's NAPI instances are polled by kernel threads of their own.
 * Absent from Debian's 6.12 headers, present in its 7.2.  The library's
 * calls dev_set_threaded(dev, true) from 5.12; before 4.10 it starts
 * threads of its own (compat/napi_threads.c, compat/napi_old.c); from 4.10
 * to 5.11, where long softirq work already goes to ksoftirqd, it does
 * nothing but say so once in the log.
 */
#include <linux/netdevice.h>

void napi_compat_probe(struct net_device *dev);
void napi_compat_probe(struct net_device *dev)
{
	netif_threaded_enable(dev);
}
