// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: ndo_features_check, on a device of its own.
 */
#include "selftest.h"

/*
 * ndo_features_check (3.19; from 3.3 the library asks it in front of the
 * driver's ndo_start_xmit): a device offering checksum and TSO whose
 * method takes both away again must be given frames the stack (or the
 * library) checksummed and segmented.  Its own device, so the NAPI
 * instances above see none of this.
 */
#if defined(NAPI_COMPAT_HAVE_NDO_FEATURES_CHECK) || \
	(defined(NAPI_COMPAT_HAVE_NETDEV_FEATURES_T) && \
	 defined(NETIF_F_HW_VLAN_CTAG_TX))
struct st_fc {
	int strip;		/* the method takes the offloads away */
	atomic_t frames, partial, gso, bad;
};

/* The UDP or TCP checksum of a frame that left without CHECKSUM_PARTIAL. */
static bool st_fc_csum_ok(struct sk_buff *skb)
{
	const struct iphdr *iph;
	unsigned int l4len;

	if (skb_linearize(skb) || skb->len < ETH_HLEN + sizeof(*iph))
		return false;
	iph = (const struct iphdr *)(skb->data + ETH_HLEN);
	if (skb->len < ETH_HLEN + ntohs(iph->tot_len) ||
	    ntohs(iph->tot_len) < iph->ihl * 4 + sizeof(struct udphdr))
		return false;
	l4len = ntohs(iph->tot_len) - iph->ihl * 4;
	return !csum_tcpudp_magic(iph->saddr, iph->daddr, l4len, iph->protocol,
				  csum_partial((const u8 *)iph + iph->ihl * 4,
					       l4len, 0));
}

/*
 * One of st_fc_frame's frames (the device also sends IPv6 neighbour
 * discovery of its own once it is up).
 */
static bool st_fc_ours(struct sk_buff *skb)
{
	const struct iphdr *iph;

	if (skb->protocol != htons(ETH_P_IP) ||
	    !pskb_may_pull(skb, ETH_HLEN + sizeof(*iph)))
		return false;
	iph = (const struct iphdr *)(skb->data + ETH_HLEN);
	return iph->saddr == htonl(0xc0000202) &&
	       iph->daddr == htonl(0xc0000201);
}

static netdev_tx_t st_fc_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct st_fc *fc = netdev_priv(dev);

	if (!st_fc_ours(skb)) {
		dev_kfree_skb_any(skb);
		return NETDEV_TX_OK;
	}
	if (skb_is_gso(skb))
		atomic_inc(&fc->gso);
	else if (skb->ip_summed == CHECKSUM_PARTIAL)
		atomic_inc(&fc->partial);
	else if (!st_fc_csum_ok(skb))
		atomic_inc(&fc->bad);
	atomic_inc(&fc->frames);
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static netdev_features_t st_fc_check(struct sk_buff *skb,
				     struct net_device *dev,
				     netdev_features_t features)
{
	struct st_fc *fc = netdev_priv(dev);

	if (fc->strip)
		features &= ~(NETIF_F_IP_CSUM | NETIF_F_HW_CSUM | NETIF_F_TSO);
	return vlan_features_check(skb, features);
}

static const struct net_device_ops st_fc_ops = {
	.ndo_open = st_open_or_stop,
	.ndo_stop = st_open_or_stop,
	.ndo_start_xmit = st_fc_xmit,
	.ndo_features_check = st_fc_check,
	.ndo_validate_addr = eth_validate_addr,
};

/*
 * An IPv4 frame to ourselves with PAYLOAD bytes of UDP (mss 0) or of TCP
 * to be cut into MSS-byte segments, its checksum left to the device.
 */
static struct sk_buff *st_fc_frame(struct net_device *dev,
				   unsigned int payload, unsigned int mss)
{
	unsigned int l4 = mss ? sizeof(struct tcphdr) : sizeof(struct udphdr);
	unsigned int len = ETH_HLEN + sizeof(struct iphdr) + l4 + payload;
	struct sk_buff *skb = alloc_skb(len + NET_IP_ALIGN, GFP_KERNEL);
	struct ethhdr *eth;
	struct iphdr *iph;
	unsigned int i;
	u8 *data;

	if (!skb)
		return NULL;
	skb_reserve(skb, NET_IP_ALIGN);
	data = skb_put(skb, len);
	memset(data, 0, len);
	for (i = 0; i < payload; i++)
		data[len - payload + i] = i * 7 + 1;
	skb_reset_mac_header(skb);
	eth = (struct ethhdr *)data;
	memcpy(eth->h_dest, dev->dev_addr, ETH_ALEN);
	memcpy(eth->h_source, dev->dev_addr, ETH_ALEN);
	eth->h_proto = htons(ETH_P_IP);
	skb_set_network_header(skb, ETH_HLEN);
	iph = ip_hdr(skb);
	iph->version = 4;
	iph->ihl = 5;
	iph->ttl = 64;
	iph->frag_off = htons(0x4000);	/* don't fragment */
	iph->protocol = mss ? IPPROTO_TCP : IPPROTO_UDP;
	iph->tot_len = htons(len - ETH_HLEN);
	iph->saddr = htonl(0xc0000202);	/* 192.0.2.2 */
	iph->daddr = htonl(0xc0000201);
	iph->check = ip_fast_csum((u8 *)iph, iph->ihl);
	skb_set_transport_header(skb, ETH_HLEN + sizeof(*iph));
	skb->csum_start = skb_transport_header(skb) - skb->head;
	if (mss) {
		struct tcphdr *th = tcp_hdr(skb);

		th->source = htons(9000);
		th->dest = htons(9000);
		th->seq = htonl(1);
		th->doff = sizeof(*th) / 4;
		th->ack = 1;
		th->window = htons(1024);
		th->check = ~csum_tcpudp_magic(iph->saddr, iph->daddr,
					       l4 + payload, IPPROTO_TCP, 0);
		skb->csum_offset = offsetof(struct tcphdr, check);
		skb_shinfo(skb)->gso_size = mss;
		skb_shinfo(skb)->gso_type = SKB_GSO_TCPV4;
		skb_shinfo(skb)->gso_segs = DIV_ROUND_UP(payload, mss);
	} else {
		struct udphdr *uh = udp_hdr(skb);

		uh->source = htons(9000);
		uh->dest = htons(9000);
		uh->len = htons(l4 + payload);
		uh->check = ~csum_tcpudp_magic(iph->saddr, iph->daddr,
					       l4 + payload, IPPROTO_UDP, 0);
		skb->csum_offset = offsetof(struct udphdr, check);
	}
	skb->ip_summed = CHECKSUM_PARTIAL;
	skb->protocol = htons(ETH_P_IP);
	skb->dev = dev;
	return skb;
}

/* Send one frame; "frames partial gso bad" as the driver saw them. */
static void st_fc_send(struct net_device *dev, int strip,
		       unsigned int payload, unsigned int mss, int *seen)
{
	struct st_fc *fc = netdev_priv(dev);
	struct sk_buff *skb = st_fc_frame(dev, payload, mss);
	unsigned long end = jiffies + msecs_to_jiffies(ST_WAIT_MS);
	int want = strip && mss ? DIV_ROUND_UP(payload, mss) : 1;

	fc->strip = strip;
	atomic_set(&fc->frames, 0);
	atomic_set(&fc->partial, 0);
	atomic_set(&fc->gso, 0);
	atomic_set(&fc->bad, 0);
	if (skb)
		dev_queue_xmit(skb);
	while (atomic_read(&fc->frames) < want && time_before(jiffies, end))
		usleep_range(1000, 2000);
	usleep_range(10000, 20000);	/* anything more than wanted, too */
	seen[0] = atomic_read(&fc->frames);
	seen[1] = atomic_read(&fc->partial);
	seen[2] = atomic_read(&fc->gso);
	seen[3] = atomic_read(&fc->bad);
}

void st_features_check(void)
{
	static const u8 mac[ETH_ALEN] = { 0x02, 0x00, 0x00, 0x4e, 0x43, 0x02 };
	int udp_kept[4], udp[4], tcp_kept[4], tcp[4];
	struct net_device *dev = alloc_etherdev(sizeof(struct st_fc));
	const char *name = "ndo_features_check: what it takes away is done before the driver (a checksum, TSO into 3 segments)";
	char why[200];
	int err = -ENOMEM;

	if (dev) {
		eth_hw_addr_set(dev, mac);
		dev->netdev_ops = &st_fc_ops;
		dev->features |= NETIF_F_SG | NETIF_F_IP_CSUM | NETIF_F_TSO;
		err = register_netdev(dev);
		if (err) {
			free_netdev(dev);
			dev = NULL;
		}
	}
	if (dev)
		err = st_dev_open(dev);
	if (err) {
		snprintf(why, sizeof(why), "the device did not come up: %d", err);
		st_result(0, name, why);
		if (dev) {
			unregister_netdev(dev);
			free_netdev(dev);
		}
		return;
	}
	st_fc_send(dev, 0, 200, 0, udp_kept);
	st_fc_send(dev, 1, 200, 0, udp);
	st_fc_send(dev, 0, 300, 100, tcp_kept);
	st_fc_send(dev, 1, 300, 100, tcp);
	unregister_netdev(dev);
	free_netdev(dev);
	snprintf(why, sizeof(why),
		 "frames/partial/gso/bad: UDP kept %d/%d/%d/%d, taken %d/%d/%d/%d; TCP kept %d/%d/%d/%d, taken %d/%d/%d/%d",
		 udp_kept[0], udp_kept[1], udp_kept[2], udp_kept[3],
		 udp[0], udp[1], udp[2], udp[3],
		 tcp_kept[0], tcp_kept[1], tcp_kept[2], tcp_kept[3],
		 tcp[0], tcp[1], tcp[2], tcp[3]);
	st_figures(udp_kept[0] == 1 && udp_kept[1] == 1 &&
		   udp[0] == 1 && !udp[1] && !udp[3] &&
		   tcp_kept[0] == 1 && tcp_kept[2] == 1 &&
		   tcp[0] == 3 && !tcp[1] && !tcp[2] && !tcp[3],
		   name, why);
}
#else
void st_features_check(void)
{
	st_skip("ndo_features_check",
		"the library asks it from 3.3, vlan_features_check from 3.10");
}
#endif
