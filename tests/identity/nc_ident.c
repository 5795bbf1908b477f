// SPDX-License-Identifier: GPL-2.0
/*
 * A small NAPI driver skeleton using only API that today's kernels have
 * natively.  tests/lib/identity.sh builds it twice against the same kernel,
 * once plain and once through compat.mk, and requires the same object code:
 * where the library has nothing to bridge, it must cost nothing.
 */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/skbuff.h>
#include <linux/interrupt.h>

struct ident_priv {
	struct napi_struct napi;
	struct net_device *dev;
	struct sk_buff_head rxq;
	u32 irq_mask;
};

static int ident_poll(struct napi_struct *napi, int budget)
{
	struct ident_priv *p = container_of(napi, struct ident_priv, napi);
	struct sk_buff *skb;
	int work = 0;

	while (work < budget && (skb = skb_dequeue(&p->rxq))) {
		skb->protocol = eth_type_trans(skb, p->dev);
		napi_gro_receive(napi, skb);
		work++;
	}
	if (work < budget && napi_complete_done(napi, work))
		WRITE_ONCE(p->irq_mask, 1);
	return work;
}

static irqreturn_t ident_interrupt(int irq, void *data)
{
	struct ident_priv *p = data;

	if (napi_schedule_prep(&p->napi)) {
		WRITE_ONCE(p->irq_mask, 0);
		__napi_schedule(&p->napi);
	}
	return IRQ_HANDLED;
}

static int ident_open(struct net_device *dev)
{
	struct ident_priv *p = netdev_priv(dev);

	napi_enable(&p->napi);
	netif_start_queue(dev);
	return 0;
}

static int ident_stop(struct net_device *dev)
{
	struct ident_priv *p = netdev_priv(dev);

	netif_stop_queue(dev);
	napi_disable(&p->napi);
	return 0;
}

static netdev_tx_t ident_xmit(struct sk_buff *skb, struct net_device *dev)
{
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops ident_ops = {
	.ndo_open = ident_open,
	.ndo_stop = ident_stop,
	.ndo_start_xmit = ident_xmit,
};

static struct net_device *ident_dev;

static int __init ident_init(void)
{
	static const u8 mac[ETH_ALEN] = { 0x02, 0, 0, 0, 0, 1 };
	struct ident_priv *p;
	int err;

	ident_dev = alloc_etherdev(sizeof(*p));
	if (!ident_dev)
		return -ENOMEM;
	p = netdev_priv(ident_dev);
	p->dev = ident_dev;
	skb_queue_head_init(&p->rxq);
	ident_dev->netdev_ops = &ident_ops;
	eth_hw_addr_set(ident_dev, mac);
	netif_napi_add(ident_dev, &p->napi, ident_poll);
	err = register_netdev(ident_dev);
	if (err) {
		netif_napi_del(&p->napi);
		free_netdev(ident_dev);
		return err;
	}
	ident_interrupt(0, p);
	return 0;
}

static void __exit ident_exit(void)
{
	struct ident_priv *p = netdev_priv(ident_dev);

	unregister_netdev(ident_dev);
	netif_napi_del(&p->napi);
	free_netdev(ident_dev);
}

module_init(ident_init);
module_exit(ident_exit);
MODULE_LICENSE("GPL");
