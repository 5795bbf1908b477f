/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What QEMU really handed the guest's NIC, for the counting cells.
 *
 * The peer's frames reach QEMU through a UDP socket on loopback.  When
 * QEMU reads that socket late (a busy host) or not at all (the emulated
 * NIC has no room and QEMU holds back), the host kernel drops what does
 * not fit in the socket's buffer: those frames never reach the NIC, and
 * no counter of the guest can see them.  A filter-dump object on the
 * cell's netdev (queue=tx: from the socket toward the NIC) writes a pcap
 * of every frame QEMU passed on; the peer reads it as it grows and
 * matches it against what it sent.  The socket's own drop counter in
 * /proc/net/udp is the independent measure of what was lost in front.
 */
#ifndef PEER_CAPTURE_H
#define PEER_CAPTURE_H

#include <stddef.h>
#include <stdint.h>

/* bytes of each frame the dump keeps (its maxlen); the length is whole */
#define CAPTURE_SNAP	96

struct capture {
	int fd;			/* -1 until the file is opened */
	uint64_t off;		/* bytes taken so far */
	int swapped;		/* the file's byte order is not ours */
	unsigned long records;
};

typedef void (*capture_fn)(void *arg, const uint8_t *data, size_t caplen,
			   size_t len);

/*
 * Opens PATH and checks its pcap header (Ethernet link type).  0, or -1
 * with a reason in err.
 */
int capture_open(struct capture *c, const char *path, char *err,
		 size_t errlen);
/*
 * Every complete record added since the last call, to fn: the count, or
 * -1 with a reason in err (a record longer than a snap length allows:
 * not a file this program can trust).
 */
long capture_read(struct capture *c, capture_fn fn, void *arg, char *err,
		  size_t errlen);
void capture_close(struct capture *c);

/*
 * The signature of a frame as the dump keeps it: its first CAPTURE_SNAP
 * bytes and its whole length.
 */
uint32_t frame_sig(const uint8_t *data, size_t caplen, size_t len);

/*
 * The frames of one job, in the order sent.  QEMU passes them on in that
 * order or not at all, so each captured frame is the next sent one with
 * its signature; what it skips was lost in front of the NIC.
 */
struct ledger {
	uint32_t *sig;
	uint8_t *kind;
	size_t n, cap, next;
	unsigned long matched, others;
	unsigned long by_kind[8];
};

void ledger_reset(struct ledger *l);
int ledger_sent(struct ledger *l, uint32_t sig, unsigned int kind);
/* The kind of the sent frame this one is, or -1 (not one of the job's). */
int ledger_seen(struct ledger *l, uint32_t sig);
void ledger_free(struct ledger *l);

/*
 * From the text of /proc/net/udp: the drop counter and receive queue of
 * the socket bound to 127.0.0.1:PORT.  0, or -1 if there is none.
 */
int udp_socket_drops(const char *text, uint16_t port, unsigned long *drops,
		     unsigned long *rx_queue);

#endif /* PEER_CAPTURE_H */
