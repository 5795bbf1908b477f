// SPDX-License-Identifier: GPL-2.0
/*
 * The pcap QEMU's filter-dump writes, read as it grows; the ledger that
 * matches it against what the peer sent; the socket's drop counter.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "capture.h"

#define PCAP_MAGIC	0xa1b2c3d4u
#define PCAP_HDR	24
#define PCAP_REC	16
#define LINKTYPE_ETH	1

static uint32_t get32(const uint8_t *p, int swapped)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return swapped ? __builtin_bswap32(v) : v;
}

int capture_open(struct capture *c, const char *path, char *err,
		 size_t errlen)
{
	uint8_t h[PCAP_HDR];
	ssize_t n;

	c->fd = open(path, O_RDONLY);
	c->off = 0;
	c->records = 0;
	if (c->fd < 0) {
		snprintf(err, errlen, "cannot open the capture %s: %s", path,
			 strerror(errno));
		return -1;
	}
	n = pread(c->fd, h, sizeof(h), 0);
	if (n != (ssize_t)sizeof(h)) {
		snprintf(err, errlen, "the capture %s has no pcap header", path);
		goto bad;
	}
	if (get32(h, 0) == PCAP_MAGIC) {
		c->swapped = 0;
	} else if (get32(h, 1) == PCAP_MAGIC) {
		c->swapped = 1;
	} else {
		snprintf(err, errlen, "the capture %s is not a pcap file", path);
		goto bad;
	}
	if (get32(h + 20, c->swapped) != LINKTYPE_ETH) {
		snprintf(err, errlen, "the capture %s is not of Ethernet", path);
		goto bad;
	}
	c->off = PCAP_HDR;
	return 0;
bad:
	close(c->fd);
	c->fd = -1;
	return -1;
}

long capture_read(struct capture *c, capture_fn fn, void *arg, char *err,
		  size_t errlen)
{
	static uint8_t buf[1 << 16];
	size_t have = 0, at;
	long count = 0;
	ssize_t n;

	if (c->fd < 0) {
		snprintf(err, errlen, "no capture is open");
		return -1;
	}
	for (;;) {
		n = pread(c->fd, buf + have, sizeof(buf) - have,
			  (off_t)(c->off + have));
		if (n < 0) {
			snprintf(err, errlen, "reading the capture: %s",
				 strerror(errno));
			return -1;
		}
		have += (size_t)n;
		at = 0;
		while (have - at >= PCAP_REC) {
			uint32_t incl = get32(buf + at + 8, c->swapped);
			uint32_t len = get32(buf + at + 12, c->swapped);

			if (incl > CAPTURE_SNAP || incl > len) {
				snprintf(err, errlen,
					 "capture record %lu keeps %u of %u bytes (at most %d expected)",
					 c->records + 1, incl, len,
					 CAPTURE_SNAP);
				return -1;
			}
			if (have - at < PCAP_REC + incl)
				break;	/* QEMU is still writing it */
			fn(arg, buf + at + PCAP_REC, incl, len);
			at += PCAP_REC + incl;
			c->records++;
			count++;
		}
		c->off += at;
		memmove(buf, buf + at, have - at);
		have -= at;
		if (n == 0 || have == sizeof(buf))
			return count;
	}
}

void capture_close(struct capture *c)
{
	if (c->fd >= 0)
		close(c->fd);
	c->fd = -1;
}

/* FNV-1a over the kept bytes, then the whole length. */
uint32_t frame_sig(const uint8_t *data, size_t caplen, size_t len)
{
	uint32_t h = 0x811c9dc5u;
	size_t i;

	if (caplen > CAPTURE_SNAP)
		caplen = CAPTURE_SNAP;
	for (i = 0; i < caplen; i++)
		h = (h ^ data[i]) * 0x01000193u;
	for (i = 0; i < 4; i++)
		h = (h ^ (uint8_t)(len >> (8 * i))) * 0x01000193u;
	return h;
}

void ledger_reset(struct ledger *l)
{
	l->n = l->next = 0;
	l->matched = l->others = 0;
	memset(l->by_kind, 0, sizeof(l->by_kind));
}

int ledger_sent(struct ledger *l, uint32_t sig, unsigned int kind)
{
	if (kind >= sizeof(l->by_kind) / sizeof(l->by_kind[0]))
		return -1;
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 4096;
		uint32_t *s = realloc(l->sig, cap * sizeof(*s));
		uint8_t *k;

		if (!s)
			return -1;
		l->sig = s;
		k = realloc(l->kind, cap);
		if (!k)
			return -1;
		l->kind = k;
		l->cap = cap;
	}
	l->sig[l->n] = sig;
	l->kind[l->n] = (uint8_t)kind;
	l->n++;
	return 0;
}

int ledger_seen(struct ledger *l, uint32_t sig)
{
	size_t i;

	for (i = l->next; i < l->n; i++) {
		if (l->sig[i] != sig)
			continue;
		l->next = i + 1;
		l->matched++;
		l->by_kind[l->kind[i]]++;
		return l->kind[i];
	}
	l->others++;
	return -1;
}

void ledger_free(struct ledger *l)
{
	free(l->sig);
	free(l->kind);
	l->sig = NULL;
	l->kind = NULL;
	l->n = l->cap = l->next = 0;
}

int udp_socket_drops(const char *text, uint16_t port, unsigned long *drops,
		     unsigned long *rx_queue)
{
	char want[16];
	const char *line = text;

	snprintf(want, sizeof(want), "0100007F:%04X", port);
	while (line && *line) {
		const char *eol = strchr(line, '\n');
		char local[32], queues[32];
		unsigned long d, tx, rx;
		int n;

		/*
		 * sl local rem st tx:rx tr:when retrnsmt uid timeout inode
		 * ref pointer drops
		 */
		n = sscanf(line, "%*s %31s %*s %*s %31s %*s %*s %*s %*s %*s %*s %*s %lu",
			   local, queues, &d);
		if (n == 3 && !strcmp(local, want) &&
		    sscanf(queues, "%lx:%lx", &tx, &rx) == 2) {
			*drops = d;
			*rx_queue = rx;
			return 0;
		}
		line = eol ? eol + 1 : NULL;
	}
	return -1;
}
