// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: the shims of general helpers with a behaviour to
 * check at run time: bit macros, addresses, multicast lists, allocations,
 * receive buffers and fragments, driver messages and byte queue limits,
 * VLAN tags.
 */
#include "selftest.h"

/*
 * The shims of general helpers, on kernels that have them natively too:
 * the same answers either way.
 */
void st_helpers(void)
{
	unsigned long word = 0;
	char why[120];
	int ok;

	WRITE_ONCE(word, GENMASK(7, 4) | BIT(0));
	ok = READ_ONCE(word) == 0xf1 && GENMASK(31, 0) == 0xffffffffUL &&
	     GENMASK_ULL(63, 60) == 0xf000000000000000ULL &&
	     BIT_ULL(40) == 0x10000000000ULL && DIV_ROUND_UP(10, 4) == 3 &&
	     DIV_ROUND_UP(12, 4) == 3;
	snprintf(why, sizeof(why), "word %#lx, GENMASK(31, 0) %#lx", word,
		 (unsigned long)GENMASK(31, 0));
	st_result(ok, "READ_ONCE, WRITE_ONCE, BIT, GENMASK, DIV_ROUND_UP", why);
}

/*
 * ethtool_puts, as a driver's get_strings uses it: each string in its
 * ETH_GSTRING_LEN slot, a longer one cut to fit, the pointer past both.
 */
void st_strings(void)
{
	static const char long_name[] = "a_statistic_whose_name_is_longer_than_a_slot";
	u8 buf[3 * ETH_GSTRING_LEN], *p = buf;
	char why[160];
	int ok;

	memset(buf, 0, sizeof(buf));
	ethtool_puts(&p, "rx_packets");
	ethtool_puts(&p, long_name);
	ok = p == buf + 2 * ETH_GSTRING_LEN &&
	     !strcmp((char *)buf, "rx_packets") &&
	     strlen((char *)buf + ETH_GSTRING_LEN) == ETH_GSTRING_LEN - 1 &&
	     !strncmp((char *)buf + ETH_GSTRING_LEN, long_name,
		      ETH_GSTRING_LEN - 1) &&
	     !buf[2 * ETH_GSTRING_LEN];
	snprintf(why, sizeof(why), "moved %d bytes; '%.32s', '%.32s'",
		 (int)(p - buf), (char *)buf, (char *)buf + ETH_GSTRING_LEN);
	st_result(ok, "ethtool_puts fills one string slot each, cut to fit",
		  why);
}

void st_allocs(void)
{
	struct st_queue *one, *many, *huge;
	char why[120];
	int ok, i, dirty = 0;

	one = kzalloc_obj(*one);
	many = kzalloc_objs(struct st_queue, 4, GFP_KERNEL);
	huge = kmalloc_objs(*huge, ~(size_t)0 / 2, GFP_KERNEL | __GFP_NOWARN);
	ok = one && many && !huge;
	for (i = 0; many && i < 4; i++)
		dirty += atomic_read(&many[i].pending) + many[i].weight;
	if (one)
		dirty += one->weight + one->enabled;
	snprintf(why, sizeof(why), "one %d, four %d, overflowing %d, dirty %d",
		 !!one, !!many, !!huge, dirty);
	st_result(ok && !dirty,
		  "kzalloc_obj, kzalloc_objs zeroed; an overflowing kmalloc_objs is NULL",
		  why);
	kfree(one);
	kfree(many);
	kfree(huge);
}

void st_addresses(void)
{
	struct net_device *dev = alloc_etherdev(0);
	static const u8 a[ETH_ALEN] = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 };
	u8 b[ETH_ALEN] = { 0 };
	char why[120];
	int ok;

	if (!dev) {
		st_result(0, "ether_addr_copy, eth_hw_addr_random", "no memory");
		return;
	}
	ether_addr_copy(b, a);
	eth_hw_addr_random(dev);
	ok = !memcmp(a, b, ETH_ALEN) && is_valid_ether_addr(dev->dev_addr) &&
	     (dev->dev_addr[0] & 0x02);
	snprintf(why, sizeof(why), "copied %d, random %02x:%02x:%02x:%02x:%02x:%02x",
		 !memcmp(a, b, ETH_ALEN), dev->dev_addr[0], dev->dev_addr[1],
		 dev->dev_addr[2], dev->dev_addr[3], dev->dev_addr[4],
		 dev->dev_addr[5]);
	st_result(ok, "ether_addr_copy, eth_hw_addr_random (valid, locally administered)",
		  why);
	free_netdev(dev);
}

/*
 * Three multicast addresses on a device, walked as a driver's rx_mode
 * does.  Where the kernel has the walk, on the registered device (its
 * address list's lock gets its lockdep class at registration), which may
 * hold addresses of its own (IPv6's); under the shim, on a fresh device
 * whose old-style list the test builds.
 */
void st_multicast(struct st_dev *sd)
{
	static const u8 mc[3][ETH_ALEN] = {
		{ 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 },
		{ 0x01, 0x00, 0x5e, 0x00, 0x00, 0x02 },
		{ 0x33, 0x33, 0x00, 0x00, 0x00, 0x03 },
	};
	struct netdev_hw_addr *ha;
	int i, n = 0, seen = 0, count;
	char why[120];
#ifdef NAPI_COMPAT_HAVE_NETDEV_FOR_EACH_MC_ADDR
	struct net_device *dev = sd->ndev;

	for (i = 0; i < 3; i++)
		dev_mc_add(dev, mc[i]);
	netif_addr_lock_bh(dev);
#else
	struct net_device *dev = alloc_etherdev(0);
	struct dev_mc_list *e = kcalloc(3, sizeof(*e), GFP_KERNEL);

	if (!dev) {
		kfree(e);
		st_result(0, "netdev_for_each_mc_addr", "no memory");
		return;
	}
	/* the kernel's own list, built as dev_mc_add would */
	for (i = 0; e && i < 3; i++) {
		memcpy(e[i].dmi_addr, mc[i], ETH_ALEN);
		e[i].dmi_addrlen = ETH_ALEN;
		e[i].next = i < 2 ? &e[i + 1] : NULL;
	}
	dev->mc_list = e;
	dev->mc_count = e ? 3 : 0;
#endif
	netdev_for_each_mc_addr(ha, dev) {
		n++;
		for (i = 0; i < 3; i++)
			if (!memcmp(ha->addr, mc[i], ETH_ALEN))
				seen |= 1 << i;
	}
	count = netdev_mc_count(dev);
#ifdef NAPI_COMPAT_HAVE_NETDEV_FOR_EACH_MC_ADDR
	netif_addr_unlock_bh(dev);
	for (i = 0; i < 3; i++)
		dev_mc_del(dev, mc[i]);
#else
	dev->mc_list = NULL;
	dev->mc_count = 0;
	kfree(e);
	free_netdev(dev);
#endif
	snprintf(why, sizeof(why), "%d of %d walked, ours found %#x", n, count,
		 seen);
	st_result(n == count && n >= 3 && seen == 7,
		  "netdev_for_each_mc_addr walks the device's multicast list", why);
}

void st_frags(void)
{
	struct sk_buff *skb = alloc_skb(128, GFP_KERNEL);
	struct page *page = alloc_page(GFP_KERNEL);
	s64 us;
	ktime_t t0;
	unsigned long j0;
	long ticks;
	char why[160];
	unsigned int size = 0;
	int iph_ok = 0, slept;

	if (skb) {
		/* the network header where the data starts, as a driver's rx */
#ifdef NAPI_COMPAT_HAVE_IP_HDR
		skb_reset_network_header(skb);
#else
		skb->nh.raw = skb->data;
#endif
		iph_ok = (void *)ip_hdr(skb) == (void *)skb->data;
		skb_tx_timestamp(skb);
	}
	if (skb && page) {
		skb_fill_page_desc(skb, 0, page, 16, 100);
		page = NULL;	/* the skb holds it now */
		size = skb_frag_size(&skb_shinfo(skb)->frags[0]);
	}
	if (page)
		__free_page(page);
	kfree_skb(skb);
	j0 = jiffies;
	t0 = ktime_get();
	usleep_range(3000, 4000);
	us = ktime_to_ns(ktime_sub(ktime_get(), t0)) / 1000;
	ticks = (long)(jiffies - j0);
	/*
	 * On 2.6.18 under TCG the monotonic clock has been seen to step back
	 * across the sleep (-3209 us), when the thread came back on the other
	 * vCPU: then the sleep is measured in ticks, at least the 3 ms.
	 */
	slept = us >= 3000 || (us < 0 && ticks >= (long)msecs_to_jiffies(3));
	snprintf(why, sizeof(why),
		 "ip_hdr %d, fragment of %u bytes; slept %lld us by the clock, %ld ticks of %d us",
		 iph_ok, size, (long long)us, ticks, 1000000 / HZ);
	st_figures(iph_ok && size == 100 && slept,
		   "ip_hdr, skb_frag_size of a 100-byte fragment; usleep_range(3000, 4000) sleeps >= 3 ms",
		   why);
}

/*
 * Receive buffers and fragments: skb_frag_address is where the page's
 * data starts plus the offset, and netdev_alloc_skb_ip_align reserves
 * NET_IP_ALIGN bytes more in front than netdev_alloc_skb.
 */
void st_buffers(struct st_dev *sd)
{
	struct sk_buff *skb = alloc_skb(128, GFP_KERNEL);
	struct sk_buff *plain = netdev_alloc_skb(sd->ndev, 1536);
	struct sk_buff *aligned = netdev_alloc_skb_ip_align(sd->ndev, 1536);
	struct page *page = alloc_page(GFP_KERNEL);
	void *want = NULL, *got = NULL;
	int room = -1, room_aligned = -1;
	char why[160];

	if (skb && page) {
		want = page_address(page) + 16;
		skb_fill_page_desc(skb, 0, page, 16, 100);
		page = NULL;	/* the skb holds it now */
		got = skb_frag_address(&skb_shinfo(skb)->frags[0]);
	}
	if (plain && aligned) {
		room = skb_headroom(plain);
		room_aligned = skb_headroom(aligned);
	}
	if (page)
		__free_page(page);
	kfree_skb(skb);
	kfree_skb(plain);
	kfree_skb(aligned);
	snprintf(why, sizeof(why), "fragment address %s; headroom %d, aligned %d (NET_IP_ALIGN %d)",
		 got && got == want ? "right" : "wrong", room, room_aligned,
		 NET_IP_ALIGN);
	st_figures(got && got == want && room >= 0 &&
		   room_aligned == room + NET_IP_ALIGN,
		   "skb_frag_address, netdev_alloc_skb_ip_align", why);
}

struct st_msg_priv {
	u32 msg_enable;
};

/*
 * netif_info prints (and evaluates its arguments) only when the driver's
 * message level has the class; the byte queue limit calls leave the
 * device's queue running after what was sent completed.
 */
void st_messages(struct st_dev *sd)
{
	struct st_msg_priv p = { .msg_enable = 0 };
	struct net_device *dev = sd->ndev;
	int printed = 0, stopped;
	char why[120];

	netif_info(&p, link, dev, "selftest: netif_info %d (link messages off)\n",
		   ++printed);
	p.msg_enable = NETIF_MSG_LINK;
	netif_info(&p, link, dev, "selftest: netif_info %d (link messages on)\n",
		   ++printed);
	netif_dbg(&p, rx_err, dev, "selftest: netif_dbg, rx_err off\n");
	pr_info_once("selftest: pr_info_once\n");

	netdev_reset_queue(dev);
	netdev_sent_queue(dev, 1000);
	netdev_completed_queue(dev, 1, 1000);
	stopped = netif_queue_stopped(dev);
	netdev_reset_queue(dev);
	snprintf(why, sizeof(why), "printed %d of 2; queue %s", printed,
		 stopped ? "stopped" : "running");
	st_figures(printed == 1 && !stopped,
		   "netif_info only at its message level; netdev_sent_queue, netdev_completed_queue",
		   why);
}

/*
 * The VLAN flags, and a tag beside a received frame: where the kernel
 * takes one (NETIF_F_HW_VLAN_CTAG_RX is not 0) the 3-argument
 * __vlan_hwaccel_put_tag puts it there; where it does not, the flag is 0
 * and the call is not made (it would drop the frame, with a warning).
 */
void st_vlan(void)
{
	struct sk_buff *skb = alloc_skb(128, GFP_KERNEL);
	int present = -1, tag = -1;
	char why[120];

	if (!skb) {
		st_result(0, "__vlan_hwaccel_put_tag", "no memory");
		return;
	}
	if (NETIF_F_HW_VLAN_CTAG_RX) {
		__vlan_hwaccel_put_tag(skb, htons(ETH_P_8021Q), 42);
		present = !!skb_vlan_tag_present(skb);
		tag = skb_vlan_tag_get(skb) & VLAN_VID_MASK;
	}
	kfree_skb(skb);
	snprintf(why, sizeof(why), "CTAG_TX %#llx, CTAG_RX %#llx; tag beside %d, vid %d",
		 (unsigned long long)NETIF_F_HW_VLAN_CTAG_TX,
		 (unsigned long long)NETIF_F_HW_VLAN_CTAG_RX, present, tag);
	st_figures(NETIF_F_HW_VLAN_CTAG_TX && NETIF_F_HW_VLAN_CTAG_FILTER &&
		   (NETIF_F_HW_VLAN_CTAG_RX ? present == 1 && tag == 42 :
		    present == -1),
		   NETIF_F_HW_VLAN_CTAG_RX ?
		   "__vlan_hwaccel_put_tag(skb, 802.1Q, 42) puts the tag beside the frame" :
		   "NETIF_F_HW_VLAN_CTAG_RX is 0 where no tag can go beside a received frame",
		   why);
}
