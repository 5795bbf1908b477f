// SPDX-License-Identifier: GPL-2.0
/*
 * Frame building and checking for the host peer.  All multi-byte fields
 * are written and read byte by byte in network order, so nothing here
 * depends on the host's endianness or on struct packing.
 */
#include <string.h>

#include "frames.h"

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = v >> 8;
	p[1] = v & 0xff;
}

static void put32(uint8_t *p, uint32_t v)
{
	put16(p, v >> 16);
	put16(p + 2, v & 0xffff);
}

static uint16_t get16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)get16(p) << 16 | get16(p + 2);
}

/* RFC 1071 one's complement sum; 'sum' carries a pseudo-header in. */
uint16_t inet_csum(const void *data, size_t len, uint32_t sum)
{
	const uint8_t *p = data;

	while (len > 1) {
		sum += get16(p);
		p += 2;
		len -= 2;
	}
	if (len)
		sum += (uint32_t)p[0] << 8;
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)~sum;
}

static uint32_t pseudo_sum(uint32_t src, uint32_t dst, uint8_t proto,
			   size_t len)
{
	return (src >> 16) + (src & 0xffff) + (dst >> 16) + (dst & 0xffff) +
	       proto + (uint32_t)len;
}

static size_t put_eth(uint8_t *buf, const uint8_t *dst, const uint8_t *src,
		      uint16_t type)
{
	memcpy(buf, dst, ETH_ALEN);
	memcpy(buf + ETH_ALEN, src, ETH_ALEN);
	put16(buf + 12, type);
	return ETH_HLEN;
}

static size_t pad_frame(uint8_t *buf, size_t len)
{
	if (len < ETH_MIN_FRAME) {
		memset(buf + len, 0, ETH_MIN_FRAME - len);
		len = ETH_MIN_FRAME;
	}
	return len;
}

size_t build_arp(uint8_t *buf, uint16_t op, const uint8_t *src_mac,
		 uint32_t src_ip, const uint8_t *dst_mac, uint32_t dst_ip)
{
	static const uint8_t bcast[ETH_ALEN] = {
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff
	};
	static const uint8_t zero[ETH_ALEN];
	uint8_t *a = buf + ETH_HLEN;

	put_eth(buf, op == 1 ? bcast : dst_mac, src_mac, ETHERTYPE_ARP);
	put16(a, 1);			/* hardware: Ethernet */
	put16(a + 2, ETHERTYPE_IP);
	a[4] = ETH_ALEN;
	a[5] = 4;
	put16(a + 6, op);
	memcpy(a + 8, src_mac, ETH_ALEN);
	put32(a + 14, src_ip);
	memcpy(a + 18, op == 1 ? zero : dst_mac, ETH_ALEN);
	put32(a + 24, dst_ip);
	return pad_frame(buf, ETH_HLEN + 28);
}

static size_t put_ip(uint8_t *ip, uint32_t src, uint32_t dst, uint8_t proto,
		     size_t payload_len, uint16_t id)
{
	ip[0] = 0x45;
	ip[1] = 0;
	put16(ip + 2, (uint16_t)(20 + payload_len));
	put16(ip + 4, id);
	put16(ip + 6, 0x4000);		/* don't fragment */
	ip[8] = 64;
	ip[9] = proto;
	put16(ip + 10, 0);
	put32(ip + 12, src);
	put32(ip + 16, dst);
	put16(ip + 10, inet_csum(ip, 20, 0));
	return 20;
}

size_t build_icmp_echo(uint8_t *buf, const uint8_t *src_mac,
		       const uint8_t *dst_mac, uint32_t src_ip,
		       uint32_t dst_ip, uint16_t id, uint16_t seq,
		       size_t payload_len)
{
	uint8_t *ip = buf + ETH_HLEN, *icmp = ip + 20;
	size_t i, len = 8 + payload_len;

	put_eth(buf, dst_mac, src_mac, ETHERTYPE_IP);
	put_ip(ip, src_ip, dst_ip, 1, len, seq);
	icmp[0] = 8;			/* echo request */
	icmp[1] = 0;
	put16(icmp + 2, 0);
	put16(icmp + 4, id);
	put16(icmp + 6, seq);
	for (i = 0; i < payload_len; i++)
		icmp[8 + i] = (uint8_t)(seq + i);
	put16(icmp + 2, inet_csum(icmp, len, 0));
	return pad_frame(buf, ETH_HLEN + 20 + len);
}

size_t build_udp(uint8_t *buf, const uint8_t *src_mac, const uint8_t *dst_mac,
		 uint32_t src_ip, uint32_t dst_ip, uint16_t sport,
		 uint16_t dport, const void *payload, size_t payload_len)
{
	uint8_t *ip = buf + ETH_HLEN, *udp = ip + 20;
	size_t len = 8 + payload_len;
	uint16_t csum;

	put_eth(buf, dst_mac, src_mac, ETHERTYPE_IP);
	put_ip(ip, src_ip, dst_ip, 17, len, 0);
	put16(udp, sport);
	put16(udp + 2, dport);
	put16(udp + 4, (uint16_t)len);
	put16(udp + 6, 0);
	memcpy(udp + 8, payload, payload_len);
	csum = inet_csum(udp, len, pseudo_sum(src_ip, dst_ip, 17, len));
	put16(udp + 6, csum ? csum : 0xffff);
	return pad_frame(buf, ETH_HLEN + 20 + len);
}

static const char *const hostile_names[HOSTILE_KINDS] = {
	[HOSTILE_RUNT] = "runt",
	[HOSTILE_GIANT] = "giant",
	[HOSTILE_CUT] = "cut",
	[HOSTILE_RANDOM] = "random",
	[HOSTILE_ETHERTYPE] = "ethertype",
};

int hostile_kind_by_name(const char *name)
{
	int k;

	if (!strcmp(name, "mixed"))
		return -1;
	for (k = 0; k < HOSTILE_KINDS; k++)
		if (!strcmp(name, hostile_names[k]))
			return k;
	return -2;
}

const char *hostile_kind_name(enum hostile_kind kind)
{
	return kind < HOSTILE_KINDS ? hostile_names[kind] : "?";
}

/* xorshift32: the same frames for the same seed, run after run */
uint32_t hostile_rand(uint32_t *rng)
{
	uint32_t x = *rng ? *rng : 0x9e3779b9u;

	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*rng = x;
	return x;
}

static size_t rand_between(uint32_t *rng, size_t lo, size_t hi)
{
	return lo + hostile_rand(rng) % (hi - lo + 1);
}

static void rand_fill(uint8_t *p, size_t n, uint32_t *rng)
{
	while (n--)
		*p++ = (uint8_t)hostile_rand(rng);
}

size_t build_hostile(uint8_t *buf, enum hostile_kind kind,
		     const uint8_t *src_mac, const uint8_t *dst_mac,
		     uint32_t src_ip, uint32_t dst_ip, uint32_t *rng)
{
	/* ethertypes nobody registers: local experimental, and reserved */
	static const uint16_t odd_types[] = { 0x88b5, 0x88b6, 0x0101, 0xfffe };
	uint8_t *ip = buf + ETH_HLEN;
	size_t len, payload;

	switch (kind) {
	case HOSTILE_RUNT:
		len = rand_between(rng, ETH_HLEN, ETH_MIN_FRAME - 1);
		put_eth(buf, dst_mac, src_mac, ETHERTYPE_IP);
		rand_fill(ip, len - ETH_HLEN, rng);
		if (len > ETH_HLEN)
			ip[0] = 0x45;
		return len;
	case HOSTILE_GIANT:
		len = rand_between(rng, ETH_MAX_FRAME + 5, HOSTILE_MAX);
		payload = len - ETH_HLEN - 28;
		put_eth(buf, dst_mac, src_mac, ETHERTYPE_IP);
		put_ip(ip, src_ip, dst_ip, 17, 8 + payload, 0);
		put16(ip + 20, 9);
		put16(ip + 22, 9);
		put16(ip + 24, (uint16_t)(8 + payload));
		put16(ip + 26, 0);
		rand_fill(ip + 28, payload, rng);
		return len;
	case HOSTILE_CUT:
		/* the headers of a 1000-byte datagram, and 18..400 bytes of it */
		payload = rand_between(rng, 18, 400);
		put_eth(buf, dst_mac, src_mac, ETHERTYPE_IP);
		put_ip(ip, src_ip, dst_ip, 17, 8 + 1000, 0);
		put16(ip + 20, 9);
		put16(ip + 22, 9);
		put16(ip + 24, 8 + 1000);
		put16(ip + 26, 0);
		rand_fill(ip + 28, payload, rng);
		return pad_frame(buf, ETH_HLEN + 28 + payload);
	case HOSTILE_RANDOM:
		len = rand_between(rng, ETH_HLEN, ETH_MAX_FRAME);
		memcpy(buf, dst_mac, ETH_ALEN);
		rand_fill(buf + ETH_ALEN, len - ETH_ALEN, rng);
		return len;
	case HOSTILE_ETHERTYPE:
	default:
		len = rand_between(rng, ETH_MIN_FRAME, ETH_MAX_FRAME);
		put_eth(buf, dst_mac, src_mac,
			odd_types[hostile_rand(rng) % 4]);
		rand_fill(ip, len - ETH_HLEN, rng);
		return len;
	}
}

static enum frame_verdict parse_arp(const uint8_t *a, size_t len,
				    struct frame_info *fi)
{
	if (len < 28)
		return FRAME_RUNT;
	if (get16(a) != 1 || get16(a + 2) != ETHERTYPE_IP || a[4] != ETH_ALEN ||
	    a[5] != 4)
		return FRAME_UNKNOWN;
	fi->arp_op = get16(a + 6);
	fi->arp_sender_ip = get32(a + 14);
	fi->arp_target_ip = get32(a + 24);
	return FRAME_OK;
}

static enum frame_verdict parse_ip(const uint8_t *ip, size_t len,
				   struct frame_info *fi)
{
	size_t hlen, tot;
	const uint8_t *l4;

	if (len < 20)
		return FRAME_RUNT;
	hlen = (size_t)(ip[0] & 0x0f) * 4;
	tot = get16(ip + 2);
	if ((ip[0] >> 4) != 4 || hlen < 20 || tot < hlen)
		return FRAME_BAD_IP_HEADER;
	if (tot > len)
		return FRAME_RUNT;
	if (inet_csum(ip, hlen, 0) != 0)
		return FRAME_BAD_IP_HEADER;
	fi->proto = ip[9];
	fi->src_ip = get32(ip + 12);
	fi->dst_ip = get32(ip + 16);
	l4 = ip + hlen;
	len = tot - hlen;

	switch (fi->proto) {
	case 1:
		if (len < 8)
			return FRAME_RUNT;
		if (inet_csum(l4, len, 0) != 0)
			return FRAME_BAD_CHECKSUM;
		fi->icmp_type = l4[0];
		fi->icmp_id = get16(l4 + 4);
		fi->icmp_seq = get16(l4 + 6);
		fi->payload = l4 + 8;
		fi->payload_len = len - 8;
		return FRAME_OK;
	case 17:
		if (len < 8 || get16(l4 + 4) < 8 || get16(l4 + 4) > len)
			return FRAME_RUNT;
		len = get16(l4 + 4);
		if (get16(l4 + 6) &&
		    inet_csum(l4, len, pseudo_sum(fi->src_ip, fi->dst_ip, 17,
						  len)) != 0)
			return FRAME_BAD_CHECKSUM;
		fi->src_port = get16(l4);
		fi->dst_port = get16(l4 + 2);
		fi->payload = l4 + 8;
		fi->payload_len = len - 8;
		return FRAME_OK;
	default:
		return FRAME_UNKNOWN;
	}
}

enum frame_verdict parse_frame(const uint8_t *buf, size_t len,
			       struct frame_info *fi)
{
	memset(fi, 0, sizeof(*fi));
	if (len < ETH_HLEN)
		return FRAME_RUNT;
	memcpy(fi->dst_mac, buf, ETH_ALEN);
	memcpy(fi->src_mac, buf + ETH_ALEN, ETH_ALEN);
	fi->ethertype = get16(buf + 12);
	switch (fi->ethertype) {
	case ETHERTYPE_ARP:
		return parse_arp(buf + ETH_HLEN, len - ETH_HLEN, fi);
	case ETHERTYPE_IP:
		return parse_ip(buf + ETH_HLEN, len - ETH_HLEN, fi);
	default:
		return FRAME_UNKNOWN;
	}
}

const char *frame_verdict_name(enum frame_verdict v)
{
	switch (v) {
	case FRAME_OK:
		return "ok";
	case FRAME_RUNT:
		return "runt";
	case FRAME_BAD_IP_HEADER:
		return "bad-ip-header";
	case FRAME_BAD_CHECKSUM:
		return "bad-checksum";
	default:
		return "unknown";
	}
}
