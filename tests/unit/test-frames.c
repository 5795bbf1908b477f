// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of the host peer's frame code, in KTAP: known checksum
 * vectors, every frame the peer builds parsed back, and broken frames
 * refused with the right verdict; and its counting of what QEMU handed
 * the NIC: a pcap read as it grows, the ledger, the socket's drops.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "capture.h"
#include "frames.h"

static int test_no, failures;

static void check(int cond, const char *what)
{
	test_no++;
	if (!cond)
		failures++;
	printf("%sok %d %s\n", cond ? "" : "not ", test_no, what);
}

static const uint8_t mac_a[ETH_ALEN] = { 0x52, 0x54, 0, 0xc0, 2, 1 };
static const uint8_t mac_b[ETH_ALEN] = { 0x52, 0x54, 0, 0xc0, 2, 2 };
#define IP_A 0xc0000201u
#define IP_B 0xc0000202u

static void test_checksum_vectors(void)
{
	/* RFC 1071 section 3's example words sum to 0xddf2. */
	static const uint8_t rfc[] = { 0x00, 0x01, 0xf2, 0x03,
				       0xf4, 0xf5, 0xf6, 0xf7 };
	/* An IPv4 header with its checksum (0xb861) in place. */
	static const uint8_t hdr[] = {
		0x45, 0x00, 0x00, 0x73, 0x00, 0x00, 0x40, 0x00, 0x40, 0x11,
		0xb8, 0x61, 0xc0, 0xa8, 0x00, 0x01, 0xc0, 0xa8, 0x00, 0xc7
	};
	uint8_t odd[3] = { 0x01, 0x02, 0x03 };

	check(inet_csum(rfc, sizeof(rfc), 0) == (uint16_t)~0xddf2,
	      "checksum of the RFC 1071 example");
	check(inet_csum(hdr, sizeof(hdr), 0) == 0,
	      "a correct IPv4 header sums to zero");
	check(inet_csum(odd, sizeof(odd), 0) == (uint16_t)~0x0402,
	      "an odd length pads with a zero byte");
}

static void test_arp(void)
{
	uint8_t buf[ETH_MAX_FRAME];
	struct frame_info fi;
	size_t len;

	len = build_arp(buf, 1, mac_a, IP_A, NULL, IP_B);
	check(len == ETH_MIN_FRAME, "ARP request is padded to 60 bytes");
	check(!memcmp(buf, "\xff\xff\xff\xff\xff\xff", 6),
	      "ARP request goes to broadcast");
	check(parse_frame(buf, len, &fi) == FRAME_OK && fi.arp_op == 1 &&
	      fi.arp_sender_ip == IP_A && fi.arp_target_ip == IP_B,
	      "ARP request parses back");
	len = build_arp(buf, 2, mac_a, IP_A, mac_b, IP_B);
	check(parse_frame(buf, len, &fi) == FRAME_OK && fi.arp_op == 2 &&
	      !memcmp(fi.dst_mac, mac_b, 6) && !memcmp(fi.src_mac, mac_a, 6),
	      "ARP reply is unicast and parses back");
	check(parse_frame(buf, 30, &fi) == FRAME_RUNT,
	      "ARP cut short is a runt");
}

static void test_icmp(void)
{
	uint8_t buf[ETH_MAX_FRAME];
	struct frame_info fi;
	size_t len, i;
	int payload_ok = 1;

	len = build_icmp_echo(buf, mac_a, mac_b, IP_A, IP_B, 0x1234, 7, 56);
	check(len == 14 + 20 + 8 + 56, "echo request has the ping size");
	check(parse_frame(buf, len, &fi) == FRAME_OK && fi.proto == 1 &&
	      fi.icmp_type == 8 && fi.icmp_id == 0x1234 && fi.icmp_seq == 7 &&
	      fi.src_ip == IP_A && fi.dst_ip == IP_B && fi.payload_len == 56,
	      "echo request parses back with its id and sequence");
	for (i = 0; i < fi.payload_len; i++)
		payload_ok &= fi.payload[i] == (uint8_t)(7 + i);
	check(payload_ok, "echo payload carries the pattern");
	buf[14 + 20 + 8 + 3] ^= 0x40;
	check(parse_frame(buf, len, &fi) == FRAME_BAD_CHECKSUM,
	      "a flipped payload bit fails the ICMP checksum");
	buf[14 + 20 + 8 + 3] ^= 0x40;
	buf[14 + 8] = 1;	/* TTL changed, header checksum now stale */
	check(parse_frame(buf, len, &fi) == FRAME_BAD_IP_HEADER,
	      "a stale IP header checksum is refused");
	check(parse_frame(buf, 14 + 30, &fi) == FRAME_RUNT ||
	      parse_frame(buf, 14 + 30, &fi) == FRAME_BAD_IP_HEADER,
	      "an IP packet cut short is refused");
}

static void test_udp(void)
{
	uint8_t buf[ETH_MAX_FRAME];
	struct frame_info fi;
	size_t len;
	const char msg[] = "3 echo 100";

	len = build_udp(buf, mac_a, mac_b, IP_A, IP_B, 7777, 40000, msg,
			strlen(msg));
	check(len == ETH_MIN_FRAME, "short UDP datagram is padded to 60");
	check(parse_frame(buf, len, &fi) == FRAME_OK && fi.proto == 17 &&
	      fi.src_port == 7777 && fi.dst_port == 40000 &&
	      fi.payload_len == strlen(msg) &&
	      !memcmp(fi.payload, msg, strlen(msg)),
	      "UDP datagram parses back; padding is not payload");
	buf[14 + 20 + 8] ^= 1;
	check(parse_frame(buf, len, &fi) == FRAME_BAD_CHECKSUM,
	      "a changed UDP byte fails the checksum");
	len = build_udp(buf, mac_a, mac_b, IP_A, IP_B, 9, 9000, "x", 18);
	check(len == 60, "an 18-byte payload makes a 64-byte frame with FCS");
}

static void test_junk(void)
{
	uint8_t buf[64] = { 0 };
	struct frame_info fi;

	check(parse_frame(buf, 10, &fi) == FRAME_RUNT,
	      "shorter than an Ethernet header is a runt");
	buf[12] = 0x88;
	buf[13] = 0xb5;
	check(parse_frame(buf, sizeof(buf), &fi) == FRAME_UNKNOWN,
	      "an unknown ethertype is reported as such");
	buf[12] = 0x08;
	buf[13] = 0x00;
	buf[14] = 0x65;		/* IPv6 version in an IPv4 frame */
	check(parse_frame(buf, sizeof(buf), &fi) == FRAME_BAD_IP_HEADER,
	      "a wrong IP version is refused");
}

static void test_hostile(void)
{
	static uint8_t buf[HOSTILE_MAX];
	size_t len, lo[HOSTILE_KINDS], hi[HOSTILE_KINDS];
	int k, i, to_guest = 1, cut_ok = 1, odd_ok = 1;
	uint32_t rng = 1, again = 1;
	struct frame_info fi;

	for (k = 0; k < HOSTILE_KINDS; k++) {
		lo[k] = HOSTILE_MAX;
		hi[k] = 0;
		for (i = 0; i < 2000; i++) {
			len = build_hostile(buf, k, mac_a, mac_b, IP_A, IP_B,
					    &rng);
			if (len < lo[k])
				lo[k] = len;
			if (len > hi[k])
				hi[k] = len;
			if (memcmp(buf, mac_b, ETH_ALEN))
				to_guest = 0;
			if (k == HOSTILE_CUT &&
			    parse_frame(buf, len, &fi) != FRAME_RUNT)
				cut_ok = 0;
			if (k == HOSTILE_ETHERTYPE &&
			    (parse_frame(buf, len, &fi) != FRAME_UNKNOWN ||
			     fi.ethertype == 0x86dd || fi.ethertype == 0x8100))
				odd_ok = 0;
		}
	}
	check(to_guest, "every hostile frame is addressed to the guest");
	check(lo[HOSTILE_RUNT] >= ETH_HLEN && hi[HOSTILE_RUNT] < ETH_MIN_FRAME,
	      "runts are 14..59 bytes");
	check(lo[HOSTILE_GIANT] > ETH_MAX_FRAME + 4 &&
	      hi[HOSTILE_GIANT] <= HOSTILE_MAX,
	      "giants are longer than a tagged Ethernet frame");
	check(cut_ok, "a cut frame's headers claim more than it holds");
	check(odd_ok, "odd ethertypes are ones no stack handles");
	check(lo[HOSTILE_RANDOM] >= ETH_HLEN &&
	      hi[HOSTILE_RANDOM] <= ETH_MAX_FRAME,
	      "random frames are 14..1514 bytes");
	check(hostile_kind_by_name("giant") == HOSTILE_GIANT &&
	      hostile_kind_by_name("mixed") == -1 &&
	      hostile_kind_by_name("jumbo") == -2,
	      "hostile kinds are found by name");
	rng = 7;
	len = build_hostile(buf, HOSTILE_RANDOM, mac_a, mac_b, IP_A, IP_B, &rng);
	again = 7;
	check(build_hostile(buf + 2000, HOSTILE_RANDOM, mac_a, mac_b, IP_A,
			    IP_B, &again) == len &&
	      !memcmp(buf, buf + 2000, len),
	      "the same seed gives the same frames");
}

/* a pcap record as QEMU's dump writes it: at most CAPTURE_SNAP bytes kept */
static void put_record(FILE *f, const uint8_t *frame, size_t len)
{
	uint32_t h[4] = { 1, 2, len > CAPTURE_SNAP ? CAPTURE_SNAP : len,
			  (uint32_t)len };

	fwrite(h, sizeof(h), 1, f);
	fwrite(frame, h[2], 1, f);
}

struct seen {
	struct ledger *l;
	int kinds[16];
	int n;
};

static void note(void *arg, const uint8_t *data, size_t caplen, size_t len)
{
	struct seen *s = arg;

	if (s->n < 16)
		s->kinds[s->n++] = ledger_seen(s->l, frame_sig(data, caplen,
							       len));
}

static void test_capture(void)
{
	static uint8_t frames[6][HOSTILE_MAX];
	size_t len[6];
	uint32_t rng = 11, hdr[6] = { 0xa1b2c3d4u, 0x00040002u, 0, 0,
				      CAPTURE_SNAP, 1 };
	char path[] = "/tmp/test-capture-XXXXXX", err[160];
	struct ledger l = { 0 };
	struct seen s = { .l = &l };
	struct capture c;
	unsigned long drops, rxq;
	long n1, n2;
	FILE *f;
	int fd, i;

	/* six frames sent: a runt, two giants, a cut, a random, an ARP */
	ledger_reset(&l);
	for (i = 0; i < 5; i++) {
		static const int sent_kind[5] = { HOSTILE_RUNT, HOSTILE_GIANT,
						  HOSTILE_GIANT, HOSTILE_CUT,
						  HOSTILE_RANDOM };
		int kind = sent_kind[i];

		len[i] = build_hostile(frames[i], kind, mac_a, mac_b, IP_A,
				       IP_B, &rng);
		ledger_sent(&l, frame_sig(frames[i], len[i], len[i]), kind);
	}
	len[5] = build_arp(frames[5], 2, mac_a, IP_A, mac_b, IP_B);
	check(frame_sig(frames[1], CAPTURE_SNAP, len[1]) ==
	      frame_sig(frames[1], len[1], len[1]),
	      "a giant's signature needs only the bytes the dump keeps");

	fd = mkstemp(path);
	f = fd < 0 ? NULL : fdopen(fd, "w");
	if (!f) {
		check(0, "a temporary pcap file");
		return;
	}
	/* QEMU handed on 0, 2, the ARP (not one of the job's), 4; 1 and 3 were
	 * lost in front of the NIC; the last record is still being written */
	fwrite(hdr, sizeof(hdr), 1, f);
	put_record(f, frames[0], len[0]);
	put_record(f, frames[2], len[2]);
	fflush(f);
	check(capture_open(&c, path, err, sizeof(err)) == 0,
	      "the dump's pcap header is taken");
	n1 = capture_read(&c, note, &s, err, sizeof(err));
	put_record(f, frames[5], len[5]);
	fwrite("\1\2\3\4\5\6\7", 7, 1, f);	/* half a record header */
	fflush(f);
	n2 = capture_read(&c, note, &s, err, sizeof(err));
	check(n1 == 2 && n2 == 1, "records are read as the file grows, a partial one left for later");
	if (ftruncate(fd, (off_t)c.off) == 0 && fseek(f, 0, SEEK_END) == 0) {
		put_record(f, frames[4], len[4]);
		fflush(f);
	}
	check(capture_read(&c, note, &s, err, sizeof(err)) == 1 && s.n == 4,
	      "the record that was being written is read whole");
	check(s.kinds[0] == HOSTILE_RUNT && s.kinds[1] == HOSTILE_GIANT &&
	      s.kinds[2] == -1 && s.kinds[3] == HOSTILE_RANDOM,
	      "each captured frame is matched to the one sent, the lost ones skipped");
	check(l.matched == 3 && l.others == 1 && l.by_kind[HOSTILE_GIANT] == 1 &&
	      l.by_kind[HOSTILE_CUT] == 0,
	      "the ledger counts 3 handed on, 1 other, the giant handed on once");
	capture_close(&c);

	/* a record keeping more than the snap length: not our dump */
	rewind(f);
	if (ftruncate(fd, 0) == 0) {
		uint32_t big[4] = { 1, 2, CAPTURE_SNAP + 1, 2000 };

		fwrite(hdr, sizeof(hdr), 1, f);
		fwrite(big, sizeof(big), 1, f);
		fwrite(frames[1], CAPTURE_SNAP + 1, 1, f);
		fflush(f);
	}
	check(capture_open(&c, path, err, sizeof(err)) == 0 &&
	      capture_read(&c, note, &s, err, sizeof(err)) < 0 &&
	      strstr(err, "keeps 97 of 2000 bytes"),
	      "a record longer than the snap length is refused, named");
	capture_close(&c);
	rewind(f);
	if (ftruncate(fd, 0) == 0) {
		fwrite("not a pcap file at all!", 24, 1, f);
		fflush(f);
	}
	check(capture_open(&c, path, err, sizeof(err)) < 0 &&
	      strstr(err, "is not a pcap file"),
	      "a file that is no pcap is refused, named");
	fclose(f);
	unlink(path);
	ledger_free(&l);

	check(udp_socket_drops(
		"   sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode ref pointer drops\n"
		"  12: 0100007F:8AF1 0100007F:A3C2 01 00000000:00000000 00:00000000 00000000     0        0 4242 2 0000000000000000 0\n"
		"  13: 0100007F:A3C2 0100007F:8AF1 01 00000000:00003300 00:00000000 00000000     0        0 4243 2 0000000000000000 1541\n",
		0xa3c2, &drops, &rxq) == 0 && drops == 1541 && rxq == 0x3300,
	      "QEMU's socket's drops and queue are read from /proc/net/udp");
	check(udp_socket_drops("   sl  local_address\n", 0xa3c2, &drops, &rxq) < 0,
	      "a socket not in /proc/net/udp is reported");
}

int main(void)
{
	printf("KTAP version 1\n1..39\n");
	test_checksum_vectors();
	test_arp();
	test_icmp();
	test_udp();
	test_junk();
	test_hostile();
	test_capture();
	printf("# frames: %d of %d failed\n", failures, test_no);
	return failures ? 1 : 0;
}
