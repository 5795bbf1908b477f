// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: helpers of today's drivers that the sweep of
 * mainline drivers brought in (include/napi_compat/: tcp.h, netlink.h,
 * ptp.h, slab.h, string.h, skb.h, netdev-tx.h, pm.h), each run and its
 * answer compared with what the kernel's own helper gives where it has
 * one.  A SKIP names the version before which a shim is not bridged.
 */
#include "selftest.h"
#include <linux/pm.h>
#include <linux/netlink.h>
#if defined(NAPI_COMPAT_HAVE_DIFF_BY_SCALED_PPM) || \
	defined(NAPI_COMPAT_HAVE_MUL_U64_U64_DIV_U64)
#include <linux/ptp_clock_kernel.h>
#define ST_PPM 1
#endif

/* Ethernet, a 20-byte IPv4 header, a TCP header with 12 bytes of options */
#define ST_TCP_DOFF	8
#define ST_TCP_HEADERS	(ETH_HLEN + 20 + ST_TCP_DOFF * 4)

#ifdef NAPI_COMPAT_HAVE_IP_HDR
static void st_tcp_headers(void)
{
	const char *name = "skb_tcp_all_headers counts up to the end of TCP's options";
	struct sk_buff *skb = alloc_skb(256, GFP_KERNEL);
	char why[80];
	int got;

	if (!skb) {
		st_result(0, name, "no buffer");
		return;
	}
	memset(skb_put(skb, ST_TCP_HEADERS + 10), 0, ST_TCP_HEADERS + 10);
	skb_reset_mac_header(skb);
	skb_set_network_header(skb, ETH_HLEN);
	skb_set_transport_header(skb, ETH_HLEN + 20);
	tcp_hdr(skb)->doff = ST_TCP_DOFF;
	got = skb_tcp_all_headers(skb);
	snprintf(why, sizeof(why), "%d bytes of %d", got, ST_TCP_HEADERS);
	st_result(got == ST_TCP_HEADERS, name, why);
	kfree_skb(skb);
}
#else
static void st_tcp_headers(void)
{
	st_skip("skb_tcp_all_headers counts up to the end of TCP's options",
		"not bridged before 2.6.22");
}
#endif

static void st_sprintf(void)
{
	u8 buf[3 * ETH_GSTRING_LEN], *p = buf;
	char why[120];
	int ok;

	memset(buf, 0, sizeof(buf));
	ethtool_sprintf(&p, "rx_queue_%u_packets", 3u);
	ethtool_sprintf(&p, "%s_%s", "a_name_far_longer_than_one_slot",
			"of_thirty_two");
	ok = p == buf + 2 * ETH_GSTRING_LEN &&
	     !strcmp((char *)buf, "rx_queue_3_packets") &&
	     strlen((char *)buf + ETH_GSTRING_LEN) == ETH_GSTRING_LEN - 1 &&
	     !buf[2 * ETH_GSTRING_LEN];
	snprintf(why, sizeof(why), "moved %d bytes; '%.32s', '%.32s'",
		 (int)(p - buf), (char *)buf, (char *)buf + ETH_GSTRING_LEN);
	st_result(ok, "ethtool_sprintf formats into one slot each, cut to fit",
		  why);
}

#ifdef NL_SET_ERR_MSG
/*
 * The message names the module; with the values where the kernel can
 * hold them (6.2), the format itself before.
 */
static void st_extack(void)
{
	static const char want[] = KBUILD_MODNAME ": ring ";
	struct netlink_ext_ack extack;
	char why[120];

	memset(&extack, 0, sizeof(extack));
	NL_SET_ERR_MSG_FMT_MOD(&extack, "ring %u is larger than %u", 5u, 4u);
	NL_SET_ERR_MSG_FMT_MOD(NULL, "no ext_ack %d", 1);
	snprintf(why, sizeof(why), "message '%s'",
		 extack._msg ? extack._msg : "(none)");
	st_result(extack._msg && !strncmp(extack._msg, want, sizeof(want) - 1),
		  "NL_SET_ERR_MSG_FMT_MOD sets the ext_ack's message", why);
}
#else
static void st_extack(void)
{
	st_skip("NL_SET_ERR_MSG_FMT_MOD sets the ext_ack's message",
		"no ext_ack before 4.12");
}
#endif

#ifdef ST_PPM
/* 2^50 * 100 ppm does not fit 64 bits before the division */
static void st_scaled_ppm(void)
{
	u64 up = adjust_by_scaled_ppm(1000000, 65536);
	u64 down = adjust_by_scaled_ppm(1000000, -10 * 65536L);
	u64 big;
	bool neg = diff_by_scaled_ppm(1ULL << 50, 100 * 65536L, &big);
	char why[120];

	snprintf(why, sizeof(why), "+1 ppm %llu, -10 ppm %llu, 2^50 by 100 ppm %llu%s",
		 up, down, big, neg ? " negative" : "");
	st_result(up == 1000001 && down == 999990 && big == 112589990684ULL &&
		  !neg, "adjust_by_scaled_ppm and diff_by_scaled_ppm", why);
}
#else
static void st_scaled_ppm(void)
{
	st_skip("adjust_by_scaled_ppm and diff_by_scaled_ppm",
		"not bridged before 5.9");
}
#endif

struct st_flex {
	u32 count;
	u64 item[];
};

static void st_flex(void)
{
	struct st_flex *ten = kzalloc_flex(*ten, item, 10);
	struct st_flex *huge = kmalloc_flex(struct st_flex, item,
					    ~(size_t)0 / 4, GFP_KERNEL | __GFP_NOWARN);
	u64 sum = 0;
	char why[100];
	int i;

	for (i = 0; ten && i < 10; i++) {
		ten->item[i] += i;	/* all of it writable, and zeroed */
		sum += ten->item[i];
	}
	snprintf(why, sizeof(why), "ten %d, count %u, sum %llu, overflowing %d",
		 !!ten, ten ? ten->count : 0, sum, !!huge);
	st_result(ten && !ten->count && sum == 45 && !huge,
		  "kzalloc_flex sized by the array, zeroed; an overflowing kmalloc_flex is NULL",
		  why);
	kfree(ten);
	kfree(huge);
}

static void st_strscpy2(void)
{
	char small[8], big[16];
	ssize_t cut, whole;
	char why[100];

	cut = strscpy(small, "abcdefghij");
	whole = strscpy(big, "abcdefghij");
	snprintf(why, sizeof(why), "'%s' %zd, '%s' %zd", small, cut, big,
		 whole);
	st_result(cut == -E2BIG && !strcmp(small, "abcdefg") && whole == 10 &&
		  !strcmp(big, "abcdefghij"),
		  "strscpy(dst, src) takes the array's size", why);
}

#ifdef NAPI_COMPAT_HAVE_NETDEV_FEATURES_T
/* lowered, never raised */
static void st_tso_max(struct st_dev *sd)
{
	struct net_device *dev = sd->ndev;
	unsigned int size, segs;
	char why[100];

	netif_set_tso_max_size(dev, 32000);
	netif_set_tso_max_segs(dev, 16);
	netif_set_tso_max_size(dev, 60000);
	size = READ_ONCE(dev->gso_max_size);
	segs = READ_ONCE(dev->gso_max_segs);
	snprintf(why, sizeof(why), "gso_max_size %u, gso_max_segs %u", size,
		 segs);
	st_result(size == 32000 && segs == 16,
		  "netif_set_tso_max_size and _segs cap the GSO limits", why);
}
#else
static void st_tso_max(struct st_dev *sd)
{
	st_skip("netif_set_tso_max_size and _segs cap the GSO limits",
		"not bridged before 3.3");
}
#endif

#ifdef NAPI_COMPAT_HAVE_NAPI_ALLOC_SKB
/* a frame around a kmalloc() buffer, and one around a page fragment */
static void st_build(void)
{
	unsigned int size = SKB_DATA_ALIGN(256) +
			    SKB_DATA_ALIGN(sizeof(struct skb_shared_info));
	void *slab = kmalloc(size, GFP_KERNEL);
	void *frag = netdev_alloc_frag(size);
	struct sk_buff *a = NULL, *b = NULL;
	char why[100];
	int ok;

	if (slab)
		a = slab_build_skb(slab);
	if (frag) {
		local_bh_disable();
		b = napi_build_skb(frag, size);
		local_bh_enable();
	}
	ok = a && a->head == slab && b && b->head == frag &&
	     skb_tailroom(a) >= 256 && skb_tailroom(b) >= 256;
	snprintf(why, sizeof(why), "slab frame %d, page frame %d", !!a, !!b);
	st_result(ok, "slab_build_skb and napi_build_skb frame the buffer given",
		  why);
	if (a)
		kfree_skb(a);
	else
		kfree(slab);
	if (b)
		kfree_skb(b);
	else if (frag)
		put_page(virt_to_head_page(frag));
}
#else
static void st_build(void)
{
	st_skip("slab_build_skb and napi_build_skb frame the buffer given",
		"the self-test checks them from 4.2");
}
#endif

#if defined(NAPI_COMPAT_HAVE_DEFINE_SIMPLE_DEV_PM_OPS) || \
	defined(SYSTEM_SLEEP_PM_OPS) || defined(SET_SYSTEM_SLEEP_PM_OPS)
static int __maybe_unused st_suspend(struct device *dev)
{
	return 0;
}

static int __maybe_unused st_resume(struct device *dev)
{
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(st_pm_ops, st_suspend, st_resume);

static void st_pm(void)
{
	const struct dev_pm_ops *ops = &st_pm_ops;
	char why[80];
	int ok;

#ifdef CONFIG_PM_SLEEP
	ok = ops->suspend == st_suspend && ops->resume == st_resume &&
	     ops->freeze == st_suspend && ops->restore == st_resume;
#else
	ok = !ops->suspend && !ops->resume;
#endif
	snprintf(why, sizeof(why), "suspend %d, resume %d, freeze %d",
		 !!ops->suspend, !!ops->resume, !!ops->freeze);
	st_result(ok, "static DEFINE_SIMPLE_DEV_PM_OPS fills the sleep methods",
		  why);
}
#else
static void st_pm(void)
{
	st_skip("static DEFINE_SIMPLE_DEV_PM_OPS fills the sleep methods",
		"not bridged before 3.10");
}
#endif

/*
 * A cross timestamp whose callback gives the Always Running Timer's raw
 * count as CSID_X86_ART (6.9's form; the library's conversion from 4.7
 * to 6.8): the callback runs once with the caller's context, its error
 * comes back unchanged, and the count is converted where the CPU has ART
 * and refused with -ENODEV where it has not (QEMU's CPUs have not), never
 * handed on unconverted.
 */
#ifdef NAPI_COMPAT_HAVE_GET_DEVICE_SYSTEM_CROSSTSTAMP
#include <linux/timekeeping.h>
#ifdef CONFIG_X86
#include <asm/cpufeature.h>
#endif

struct st_xts {
	int calls;
	int err;
};

static int st_xts_get_time(ktime_t *device, struct system_counterval_t *system,
			   void *ctx)
{
	struct st_xts *x = ctx;

	x->calls++;
	if (x->err)
		return x->err;
	*device = ktime_set(1, 0);
	system->cycles = 123456789;
	system->cs_id = CSID_X86_ART;
	return 0;
}

static void st_crosststamp(void)
{
	struct system_device_crosststamp xts;
	struct st_xts fail = { .err = -ETIMEDOUT }, art = { 0 };
	int has_art = 0, ret_fail, ret_art;
	char why[120];

#ifdef CONFIG_X86
	has_art = boot_cpu_has(X86_FEATURE_ART);
#endif
	ret_fail = get_device_system_crosststamp(st_xts_get_time, &fail, NULL,
						 &xts);
	ret_art = get_device_system_crosststamp(st_xts_get_time, &art, NULL,
						&xts);
	snprintf(why, sizeof(why), "failing callback: %d after %d calls; ART count: %d after %d calls (CPU %s ART)",
		 ret_fail, fail.calls, ret_art, art.calls,
		 has_art ? "has" : "lacks");
	st_result(ret_fail == -ETIMEDOUT && fail.calls == 1 &&
		  art.calls == 1 &&
		  (ret_art == -ENODEV || (has_art && ret_art == 0)),
		  "get_device_system_crosststamp with a CSID_X86_ART count", why);
}
#else
static void st_crosststamp(void)
{
	st_skip("get_device_system_crosststamp with a CSID_X86_ART count",
		"not bridged before 4.7");
}
#endif

void st_today(struct st_dev *sd)
{
	st_tcp_headers();
	st_sprintf();
	st_extack();
	st_scaled_ppm();
	st_flex();
	st_strscpy2();
	st_tso_max(sd);
	st_build();
	st_pm();
	st_crosststamp();
}
