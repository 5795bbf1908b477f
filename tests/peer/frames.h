/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Ethernet, ARP, IPv4, ICMP and UDP frames as the host peer builds and
 * checks them.  Kept apart from the peer's I/O so the unit tests can drive
 * it without QEMU.
 */
#ifndef PEER_FRAMES_H
#define PEER_FRAMES_H

#include <stddef.h>
#include <stdint.h>

#define ETH_ALEN	6
#define ETH_HLEN	14
#define ETH_MIN_FRAME	60	/* without the FCS, which QEMU does not carry */
#define ETH_MAX_FRAME	1514
#define ETHERTYPE_IP	0x0800
#define ETHERTYPE_ARP	0x0806

struct frame_info {
	uint16_t ethertype;
	uint8_t src_mac[ETH_ALEN];
	uint8_t dst_mac[ETH_ALEN];
	/* ARP */
	uint16_t arp_op;
	uint32_t arp_sender_ip, arp_target_ip;
	/* IPv4 (host order) */
	uint32_t src_ip, dst_ip;
	uint8_t proto;
	/* ICMP */
	uint8_t icmp_type;
	uint16_t icmp_id, icmp_seq;
	/* UDP */
	uint16_t src_port, dst_port;
	const uint8_t *payload;
	size_t payload_len;
};

enum frame_verdict {
	FRAME_OK = 0,
	FRAME_RUNT,		/* shorter than its headers say */
	FRAME_BAD_IP_HEADER,	/* version, length or header checksum */
	FRAME_BAD_CHECKSUM,	/* ICMP or UDP checksum */
	FRAME_UNKNOWN,		/* a type the peer does not handle */
};

uint16_t inet_csum(const void *data, size_t len, uint32_t sum);

size_t build_arp(uint8_t *buf, uint16_t op, const uint8_t *src_mac,
		 uint32_t src_ip, const uint8_t *dst_mac, uint32_t dst_ip);
size_t build_icmp_echo(uint8_t *buf, const uint8_t *src_mac,
		       const uint8_t *dst_mac, uint32_t src_ip,
		       uint32_t dst_ip, uint16_t id, uint16_t seq,
		       size_t payload_len);
size_t build_udp(uint8_t *buf, const uint8_t *src_mac, const uint8_t *dst_mac,
		 uint32_t src_ip, uint32_t dst_ip, uint16_t sport,
		 uint16_t dport, const void *payload, size_t payload_len);

/*
 * Frames no well-behaved station sends, every one addressed to the guest's
 * MAC so that its NIC takes it in:
 *   runt       14..59 bytes, an IPv4 header cut off (the NIC pads it)
 *   giant      1519..HOSTILE_MAX bytes, a UDP datagram too long for Ethernet
 *   cut        an IPv4/UDP frame whose headers claim more than it holds
 *   random     random bytes after the destination, 14..1514 bytes
 *   ethertype  a well-formed frame of an ethertype no stack handles
 */
#define HOSTILE_MAX	9018
enum hostile_kind {
	HOSTILE_RUNT,
	HOSTILE_GIANT,
	HOSTILE_CUT,
	HOSTILE_RANDOM,
	HOSTILE_ETHERTYPE,
	HOSTILE_KINDS,
};

/* kind by name ("mixed" is -1: the caller picks one per frame), -2 unknown */
int hostile_kind_by_name(const char *name);
const char *hostile_kind_name(enum hostile_kind kind);
/* a frame of KIND into buf (HOSTILE_MAX bytes); *rng is the random state */
size_t build_hostile(uint8_t *buf, enum hostile_kind kind,
		     const uint8_t *src_mac, const uint8_t *dst_mac,
		     uint32_t src_ip, uint32_t dst_ip, uint32_t *rng);
uint32_t hostile_rand(uint32_t *rng);

enum frame_verdict parse_frame(const uint8_t *buf, size_t len,
			       struct frame_info *fi);
const char *frame_verdict_name(enum frame_verdict v);

#endif /* PEER_FRAMES_H */
