// SPDX-License-Identifier: GPL-2.0
/*
 * vnapi: the smallest out-of-tree NAPI driver we could write, as a vendor
 * would, against today's mainline API and with no version checks; it
 * adopts napi-compat through its build files only (see README.md).
 *
 * A dummy Ethernet device whose one NAPI instance is scheduled by a timer
 * standing in for the interrupt; each poll takes up to its budget of 8
 * pretend packets and completes.  On unload it reports how many polls ran.
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/timer.h>
#include <linux/jiffies.h>

struct vnapi {
	struct napi_struct napi;
	struct timer_list timer;
	unsigned int polls;
};

static struct net_device *vnapi_dev;

static int vnapi_poll(struct napi_struct *napi, int budget)
{
	struct vnapi *vn = container_of(napi, struct vnapi, napi);
	int work = min(budget, 8);

	vn->polls++;
	napi_complete_done(napi, work);
	return work;
}

static void vnapi_timer(struct timer_list *t)
{
	struct vnapi *vn = timer_container_of(vn, t, timer);

	napi_schedule(&vn->napi);
	mod_timer(&vn->timer, jiffies + HZ / 10);
}

static int vnapi_open(struct net_device *dev)
{
	struct vnapi *vn = netdev_priv(dev);

	napi_enable(&vn->napi);
	mod_timer(&vn->timer, jiffies + 1);
	netif_start_queue(dev);
	return 0;
}

static int vnapi_stop(struct net_device *dev)
{
	struct vnapi *vn = netdev_priv(dev);

	netif_stop_queue(dev);
	timer_delete_sync(&vn->timer);
	napi_disable(&vn->napi);
	return 0;
}

static netdev_tx_t vnapi_xmit(struct sk_buff *skb, struct net_device *dev)
{
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops vnapi_ops = {
	.ndo_open = vnapi_open,
	.ndo_stop = vnapi_stop,
	.ndo_start_xmit = vnapi_xmit,
};

static int __init vnapi_init(void)
{
	static const u8 mac[ETH_ALEN] = { 0x02, 0, 0, 0, 0, 0x42 };
	struct vnapi *vn;
	int err;

	vnapi_dev = alloc_etherdev(sizeof(*vn));
	if (!vnapi_dev)
		return -ENOMEM;
	vn = netdev_priv(vnapi_dev);
	eth_hw_addr_set(vnapi_dev, mac);
	napi_compat_set_netdev_ops(vnapi_dev, &vnapi_ops);
	timer_setup(&vn->timer, vnapi_timer, 0);
	netif_napi_add(vnapi_dev, &vn->napi, vnapi_poll);
	err = register_netdev(vnapi_dev);
	if (err) {
		netif_napi_del(&vn->napi);
		free_netdev(vnapi_dev);
	}
	return err;
}

static void __exit vnapi_exit(void)
{
	struct vnapi *vn = netdev_priv(vnapi_dev);

	unregister_netdev(vnapi_dev);
	netif_napi_del(&vn->napi);
	if (vn->polls)
		pr_info("vnapi: %u polls\n", vn->polls);
	else
		pr_warn("vnapi: no poll ran\n");
	free_netdev(vnapi_dev);
}

module_init(vnapi_init);
module_exit(vnapi_exit);
MODULE_DESCRIPTION("napi-compat vendor adoption example");
MODULE_LICENSE("GPL");
