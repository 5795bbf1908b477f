// SPDX-License-Identifier: GPL-2.0
/*
 * napi-compat host peer: the other end of a guest's emulated NIC.
 *
 * QEMU carries the guest's Ethernet frames, one per UDP datagram, to a
 * socket on 127.0.0.1 (-netdev socket,udp=...); this program owns that
 * socket and speaks raw Ethernet on it as 192.0.2.1.  It answers ARP, and
 * takes commands from the guest agent on UDP port 7777:
 *
 *   echo COUNT                  send COUNT ICMP echo requests one after
 *                               another (1 s each), check every reply;
 *                               the answer gives the round-trip times'
 *                               median, 99th percentile and maximum
 *   sink PORT                   count the UDP frames the guest sends to
 *                               PORT from now on, answer at once
 *   sink-stop                   stop counting, report frames and bytes
 *   stream SECONDS RATE PORT    send 64-byte UDP frames to PORT at RATE a
 *                               second for SECONDS, report how many went
 *   netconsole MIN              wait up to 10 s until at least MIN netconsole
 *                               datagrams (UDP to port 6666) have arrived
 *   flood SECONDS RATE PORT     like stream, but in the background: answer
 *                               at once and keep sending while other
 *                               commands run, until SECONDS pass or
 *   flood-stop                  stops it and reports how many went
 *   hostile KIND COUNT RATE     send COUNT frames of KIND (runt, giant,
 *                               cut, random, ethertype, or mixed) at RATE
 *                               a second (0: as fast as the socket takes
 *                               them), report how many of each went
 *   exit                        answer, then quit with status 3: how the
 *                               harness's tests make a peer die mid-cell
 *
 * Each answer is "ID ok ..." or "ID not ok ...", and the last one is kept so
 * that a command the agent resends is answered again, not run twice.  Such
 * a copy ends in copy=N (N = 2, 3, ...): the earlier copies were frames
 * QEMU may have handed the NIC too, which a busy guest may have dropped
 * and counted among the job's drops.
 *
 * stream and hostile count what QEMU handed the NIC (see capture.h) when
 * the peer is given the cell's capture: after the last frame they wait
 * until every frame sent is either in the capture or dropped by QEMU's
 * socket, or nothing moved for SETTLE_S, and answer with delivered= (and
 * giants_in= for hostile), sockdrops= (the socket's drops meanwhile),
 * pending= (neither), waiting= (bytes QEMU has not read yet) and others=
 * (frames of ours not of the job QEMU handed the NIC meanwhile: ARP
 * answers, which the guest's driver may drop and count like the job's).
 *
 * Nothing here ever sends to any address but the QEMU socket on loopback.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "capture.h"
#include "frames.h"

#define PEER_IP		0xc0000201u	/* 192.0.2.1 */
#define GUEST_IP	0xc0000202u	/* 192.0.2.2 */
#define CTL_PORT	7777
#define ECHO_ID		0x4e43
#define ECHO_PAYLOAD	56
#define ECHO_WAIT_MS	1000
#define STREAM_PAYLOAD	18	/* 14 + 20 + 8 + 18 = 60, 64 with FCS */
#define NETCONSOLE_PORT	6666
#define NETCONSOLE_WAIT	10.0
#define SETTLE_S	5.0	/* no frame moved for this long: settled */
#define ECHO_MAX	65535

enum job { JOB_IDLE, JOB_ECHO, JOB_STREAM, JOB_NETCONSOLE, JOB_HOSTILE,
	   JOB_SETTLE };

/* What a counting job handed QEMU, and what QEMU passed on to the NIC. */
struct count {
	enum job job;		/* JOB_STREAM or JOB_HOSTILE */
	uint32_t tag;		/* a stream's frames carry it */
	unsigned long sent, delivered;
	unsigned long drops0, drops, waiting;
	double moved;		/* when delivered or drops last changed */
};

struct peer {
	int fd;
	struct sockaddr_in qemu;
	int have_qemu;
	uint8_t mac[ETH_ALEN];
	uint8_t guest_mac[ETH_ALEN];
	int have_guest_mac;
	FILE *log;

	unsigned long frames_in, frames_out, send_errors;
	/* what came from the guest itself: to tell a mute guest from a deaf one */
	unsigned long guest_frames, arp_answered;
	double guest_last;
	unsigned long verdicts[FRAME_UNKNOWN + 1];

	/* the command in progress, and the last answer given */
	enum job job;
	unsigned long job_id, last_id;
	uint16_t ctl_port;	/* the agent's source port */
	char last_answer[300];
	unsigned long copies;	/* of the last answer, sent so far */

	/* echo */
	unsigned int echo_total, echo_seq, echo_answered, echo_bad;
	int echo_waiting;
	double echo_sent_at;
	double echo_rtt[ECHO_MAX];	/* seconds, of the good replies */

	/* sink: the guest's transmit, counted */
	int sinking;
	uint16_t sink_port;
	unsigned long sink_frames, sink_bytes;
	double sink_first, sink_last;

	/* stream */
	double stream_start, stream_seconds;
	unsigned long stream_rate, stream_sent;
	uint16_t stream_port;

	/* flood: a stream that runs beside the commands */
	int flooding;
	double flood_start, flood_seconds;
	unsigned long flood_rate, flood_sent;
	uint16_t flood_port;

	/* hostile */
	int hostile_kind;	/* -1: a random kind each frame */
	unsigned long hostile_count, hostile_rate, hostile_sent;
	unsigned long hostile_by_kind[HOSTILE_KINDS];
	double hostile_start;
	uint32_t hostile_rng;

	/* the counting of stream and hostile */
	const char *capture_path;	/* NULL: not given */
	struct capture cap;
	struct ledger ledger;
	struct count count;

	/* netconsole */
	unsigned long netconsole_count, netconsole_min;
	double netconsole_deadline;
	char netconsole_last[80];
};

static volatile sig_atomic_t stop;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void logf_(struct peer *p, const char *fmt, ...)
{
	va_list ap;

	if (!p->log)
		return;
	fprintf(p->log, "%.3f ", now());
	va_start(ap, fmt);
	vfprintf(p->log, fmt, ap);
	va_end(ap);
	fputc('\n', p->log);
	fflush(p->log);
}

static void send_frame(struct peer *p, const uint8_t *buf, size_t len)
{
	if (!p->have_qemu)
		return;
	if (sendto(p->fd, buf, len, 0, (struct sockaddr *)&p->qemu,
		   sizeof(p->qemu)) < 0)
		p->send_errors++;
	else
		p->frames_out++;
}

static void send_udp(struct peer *p, uint16_t sport, uint16_t dport,
		     const void *data, size_t len)
{
	uint8_t buf[ETH_MAX_FRAME];

	if (!p->have_guest_mac || len > ETH_MAX_FRAME - ETH_HLEN - 28)
		return;
	send_frame(p, buf, build_udp(buf, p->mac, p->guest_mac, PEER_IP,
				     GUEST_IP, sport, dport, data, len));
}

static void answer(struct peer *p, const char *fmt, ...)
{
	char text[256], msg[300];
	va_list ap;
	int n;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	snprintf(p->last_answer, sizeof(p->last_answer), "%s", text);
	p->last_id = p->job_id;
	p->copies = 1;
	p->job = JOB_IDLE;
	n = snprintf(msg, sizeof(msg), "%lu %s", p->last_id, text);
	logf_(p, "answer %s", msg);
	send_udp(p, CTL_PORT, p->ctl_port, msg, (size_t)n);
}

/* The agent resent the command last answered: answer it again. */
static void answer_again(struct peer *p)
{
	char msg[360];
	int n;

	p->copies++;
	n = snprintf(msg, sizeof(msg), "%lu %s copy=%lu", p->last_id,
		     p->last_answer, p->copies);
	logf_(p, "answer %s", msg);
	send_udp(p, CTL_PORT, p->ctl_port, msg, (size_t)n);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The Pth percentile of the N sorted values in V (nearest rank). */
static double percentile(const double *v, unsigned int n, unsigned int pct)
{
	unsigned int rank = (n * pct + 99) / 100;

	if (!n)
		return 0;
	return v[rank ? rank - 1 : 0];
}

static void echo_send_next(struct peer *p)
{
	uint8_t buf[ETH_MAX_FRAME];
	unsigned int n = p->echo_answered;

	if (p->echo_seq == p->echo_total) {
		qsort(p->echo_rtt, n, sizeof(p->echo_rtt[0]), cmp_double);
		answer(p, "%s echo answered=%u/%u bad=%u rtt_us_p50=%.0f rtt_us_p99=%.0f rtt_us_max=%.0f",
		       n == p->echo_total ? "ok" : "not ok",
		       n, p->echo_total, p->echo_bad,
		       percentile(p->echo_rtt, n, 50) * 1e6,
		       percentile(p->echo_rtt, n, 99) * 1e6,
		       n ? p->echo_rtt[n - 1] * 1e6 : 0.0);
		return;
	}
	p->echo_seq++;
	send_frame(p, buf, build_icmp_echo(buf, p->mac, p->guest_mac, PEER_IP,
					   GUEST_IP, ECHO_ID,
					   (uint16_t)p->echo_seq,
					   ECHO_PAYLOAD));
	p->echo_waiting = 1;
	p->echo_sent_at = now();
}

static void echo_reply(struct peer *p, const struct frame_info *fi)
{
	size_t i;

	if (!p->echo_waiting || fi->icmp_id != ECHO_ID ||
	    fi->icmp_seq != (uint16_t)p->echo_seq)
		return;		/* late or foreign: not this request's */
	for (i = 0; i < fi->payload_len; i++)
		if (fi->payload[i] != (uint8_t)(fi->icmp_seq + i))
			break;
	if (fi->payload_len != ECHO_PAYLOAD || i != fi->payload_len)
		p->echo_bad++;
	else
		p->echo_rtt[p->echo_answered++] = now() - p->echo_sent_at;
	p->echo_waiting = 0;
	echo_send_next(p);
}

/*
 * 64-byte UDP frames numbered from 0, as many as are due at RATE; bytes 8
 * to 11 of the payload carry TAG, which tells a stream's frames from any
 * other's in the capture.
 */
static void pump_udp(struct peer *p, double start, unsigned long rate,
		     unsigned long *sent, uint16_t port, uint32_t tag)
{
	uint8_t payload[STREAM_PAYLOAD];
	unsigned long due = (unsigned long)((now() - start) * rate), burst = 0;

	while (*sent < due && burst++ < 256) {
		memset(payload, 0, sizeof(payload));
		memcpy(payload, sent, sizeof(*sent));
		memcpy(payload + 8, &tag, sizeof(tag));
		send_udp(p, 9, port, payload, sizeof(payload));
		(*sent)++;
	}
}

/* QEMU's socket: its drops and unread bytes, from /proc/net/udp. */
static int qemu_socket(struct peer *p, unsigned long *drops,
		       unsigned long *waiting)
{
	static char text[1 << 20];
	FILE *f = fopen("/proc/net/udp", "r");
	size_t n;

	if (!f)
		return -1;
	n = fread(text, 1, sizeof(text) - 1, f);
	fclose(f);
	text[n] = 0;
	return udp_socket_drops(text, ntohs(p->qemu.sin_port), drops, waiting);
}

/* A captured frame: one of the counting job's, or another. */
static void captured(void *arg, const uint8_t *data, size_t caplen,
		     size_t len)
{
	struct peer *p = arg;
	struct frame_info fi;
	uint32_t tag;

	if (p->count.job == JOB_HOSTILE) {
		if (ledger_seen(&p->ledger, frame_sig(data, caplen, len)) >= 0)
			p->count.delivered++;
		return;
	}
	if (p->count.job != JOB_STREAM || len != caplen ||
	    parse_frame(data, len, &fi) != FRAME_OK || fi.proto != 17 ||
	    fi.src_ip != PEER_IP || fi.src_port != 9 ||
	    fi.dst_port != p->stream_port ||
	    fi.payload_len != STREAM_PAYLOAD)
		return;
	memcpy(&tag, fi.payload + 8, sizeof(tag));
	if (tag == p->count.tag)
		p->count.delivered++;
}

/* Reads what the capture gained; 0, or -1 having answered "not ok". */
static int count_catch_up(struct peer *p)
{
	char err[160];

	if (capture_read(&p->cap, captured, p, err, sizeof(err)) < 0) {
		answer(p, "not ok %s", err);
		return -1;
	}
	return 0;
}

/*
 * A counting job starts: the capture is opened (the first time), read to
 * its end so that earlier frames are not counted, and QEMU's socket's
 * drops are noted.  0, or -1 having answered "not ok".
 */
static int count_begin(struct peer *p, enum job job)
{
	char err[160];

	p->count.job = JOB_IDLE;
	if (!p->capture_path) {
		answer(p, "not ok no capture of what QEMU hands the NIC was given to the peer");
		return -1;
	}
	if (p->cap.fd < 0 &&
	    capture_open(&p->cap, p->capture_path, err, sizeof(err))) {
		answer(p, "not ok %s", err);
		return -1;
	}
	if (count_catch_up(p))
		return -1;
	if (!p->have_qemu ||
	    qemu_socket(p, &p->count.drops0, &p->count.waiting)) {
		answer(p, "not ok QEMU's socket is not in /proc/net/udp");
		return -1;
	}
	p->count.job = job;
	p->count.tag = (uint32_t)p->job_id;
	p->count.sent = p->count.delivered = 0;
	p->count.drops = p->count.drops0;
	ledger_reset(&p->ledger);
	return 0;
}

/* The last frame went: wait for QEMU to pass on or drop the rest. */
static void count_settle(struct peer *p, unsigned long sent)
{
	p->count.sent = sent;
	p->count.moved = now();
	p->job = JOB_SETTLE;
}

static void settle_answer(struct peer *p)
{
	struct count *c = &p->count;
	unsigned long drops = c->drops - c->drops0;
	unsigned long gone = c->delivered + drops;
	unsigned long pending = gone < c->sent ? c->sent - gone : 0;
	char tail[120];
	int n;

	n = snprintf(tail, sizeof(tail), "delivered=%lu", c->delivered);
	if (c->job == JOB_HOSTILE)
		n += snprintf(tail + n, sizeof(tail) - n, " giants_in=%lu",
			      p->ledger.by_kind[HOSTILE_GIANT]);
	snprintf(tail + n, sizeof(tail) - n,
		 " sockdrops=%lu pending=%lu waiting=%lu others=%lu", drops,
		 pending, c->waiting, p->ledger.others);
	logf_(p, "settled: sent %lu delivered %lu socket drops %lu pending %lu",
	      c->sent, c->delivered, drops, pending);
	if (c->job == JOB_HOSTILE)
		answer(p, "ok hostile sent=%lu runt=%lu giant=%lu cut=%lu random=%lu ethertype=%lu send_errors=%lu %s",
		       p->hostile_sent, p->hostile_by_kind[HOSTILE_RUNT],
		       p->hostile_by_kind[HOSTILE_GIANT],
		       p->hostile_by_kind[HOSTILE_CUT],
		       p->hostile_by_kind[HOSTILE_RANDOM],
		       p->hostile_by_kind[HOSTILE_ETHERTYPE], p->send_errors,
		       tail);
	else
		answer(p, "ok stream sent=%lu %s", p->stream_sent, tail);
	c->job = JOB_IDLE;
}

static void settle_tick(struct peer *p)
{
	struct count *c = &p->count;
	unsigned long before = c->delivered + c->drops;

	if (count_catch_up(p))
		return;
	if (qemu_socket(p, &c->drops, &c->waiting)) {
		answer(p, "not ok QEMU's socket left /proc/net/udp");
		return;
	}
	if (c->delivered + c->drops != before)
		c->moved = now();
	if (c->delivered + (c->drops - c->drops0) >= c->sent ||
	    now() - c->moved > SETTLE_S)
		settle_answer(p);
}

static void stream_pump(struct peer *p)
{
	if (now() - p->stream_start >= p->stream_seconds) {
		count_settle(p, p->stream_sent);
		return;
	}
	pump_udp(p, p->stream_start, p->stream_rate, &p->stream_sent,
		 p->stream_port, p->count.tag);
}

static void flood_pump(struct peer *p)
{
	if (!p->flooding)
		return;
	if (now() - p->flood_start >= p->flood_seconds) {
		p->flooding = 0;
		logf_(p, "flood: ran its %.0f s, sent %lu", p->flood_seconds,
		      p->flood_sent);
		return;
	}
	pump_udp(p, p->flood_start, p->flood_rate, &p->flood_sent,
		 p->flood_port, 0);
}

static void hostile_pump(struct peer *p)
{
	static uint8_t buf[HOSTILE_MAX];
	unsigned long due = p->hostile_count, burst = 0;
	int kind;

	if (p->hostile_rate)
		due = (unsigned long)((now() - p->hostile_start) *
				      p->hostile_rate);
	if (due > p->hostile_count)
		due = p->hostile_count;
	while (p->hostile_sent < due && burst++ < 64) {
		size_t len;

		kind = p->hostile_kind;
		if (kind < 0)
			kind = (int)(hostile_rand(&p->hostile_rng) %
				     HOSTILE_KINDS);
		len = build_hostile(buf, kind, p->mac, p->guest_mac, PEER_IP,
				    GUEST_IP, &p->hostile_rng);
		if (ledger_sent(&p->ledger, frame_sig(buf, len, len),
				(unsigned int)kind)) {
			answer(p, "not ok out of memory for the ledger");
			return;
		}
		send_frame(p, buf, len);
		p->hostile_by_kind[kind]++;
		p->hostile_sent++;
	}
	if (p->hostile_sent == p->hostile_count)
		count_settle(p, p->hostile_sent - p->send_errors);
}

static void start_command(struct peer *p, unsigned long id, char *cmd)
{
	char *argv[8];
	int argc = 0;
	char *save = NULL, *w;

	for (w = strtok_r(cmd, " ", &save); w && argc < 8;
	     w = strtok_r(NULL, " ", &save))
		argv[argc++] = w;
	p->job_id = id;
	logf_(p, "command %lu %s", id, argc ? argv[0] : "");

	if (argc == 2 && !strcmp(argv[0], "echo")) {
		p->job = JOB_ECHO;
		p->echo_total = (unsigned int)strtoul(argv[1], NULL, 10);
		p->echo_seq = p->echo_answered = p->echo_bad = 0;
		p->echo_waiting = 0;
		if (!p->echo_total || p->echo_total > ECHO_MAX)
			answer(p, "not ok echo count must be 1..%d", ECHO_MAX);
		else
			echo_send_next(p);
	} else if (argc == 4 && !strcmp(argv[0], "stream")) {
		p->job = JOB_STREAM;
		p->stream_seconds = strtod(argv[1], NULL);
		p->stream_rate = strtoul(argv[2], NULL, 10);
		p->stream_port = (uint16_t)strtoul(argv[3], NULL, 10);
		p->stream_sent = 0;
		p->stream_start = now();
		count_begin(p, JOB_STREAM);
	} else if (argc == 2 && !strcmp(argv[0], "netconsole")) {
		p->job = JOB_NETCONSOLE;
		p->netconsole_min = strtoul(argv[1], NULL, 10);
		p->netconsole_deadline = now() + NETCONSOLE_WAIT;
	} else if (argc == 4 && !strcmp(argv[0], "flood")) {
		p->flooding = 1;
		p->flood_seconds = strtod(argv[1], NULL);
		p->flood_rate = strtoul(argv[2], NULL, 10);
		p->flood_port = (uint16_t)strtoul(argv[3], NULL, 10);
		p->flood_sent = 0;
		p->flood_start = now();
		answer(p, "ok flood started rate=%lu", p->flood_rate);
	} else if (argc == 1 && !strcmp(argv[0], "flood-stop")) {
		if (p->flooding || p->flood_sent) {
			answer(p, "ok flood sent=%lu%s", p->flood_sent,
			       p->flooding ? "" : " (had ended)");
		} else {
			answer(p, "not ok no flood was running");
		}
		p->flooding = 0;
		p->flood_sent = 0;
	} else if (argc == 4 && !strcmp(argv[0], "hostile")) {
		p->hostile_kind = hostile_kind_by_name(argv[1]);
		p->hostile_count = strtoul(argv[2], NULL, 10);
		p->hostile_rate = strtoul(argv[3], NULL, 10);
		p->hostile_sent = 0;
		memset(p->hostile_by_kind, 0, sizeof(p->hostile_by_kind));
		p->hostile_rng = 0x4e430001u;
		p->hostile_start = now();
		p->send_errors = 0;
		if (p->hostile_kind < -1)
			answer(p, "not ok unknown hostile kind '%s'", argv[1]);
		else if (!p->have_guest_mac)
			answer(p, "not ok the guest's MAC is not known yet");
		else if (!count_begin(p, JOB_HOSTILE))
			p->job = JOB_HOSTILE;
	} else if (argc == 2 && !strcmp(argv[0], "sink")) {
		p->sink_port = (uint16_t)strtoul(argv[1], NULL, 10);
		p->sink_frames = p->sink_bytes = 0;
		p->sink_first = p->sink_last = 0;
		if (!p->sink_port || p->sink_port == CTL_PORT) {
			answer(p, "not ok sink wants a port other than %d",
			       CTL_PORT);
		} else {
			p->sinking = 1;
			answer(p, "ok sink counting port=%u", p->sink_port);
		}
	} else if (argc == 1 && !strcmp(argv[0], "sink-stop")) {
		if (!p->sinking) {
			answer(p, "not ok no sink was counting");
		} else {
			p->sinking = 0;
			answer(p, "ok sink frames=%lu bytes=%lu span_ms=%.0f",
			       p->sink_frames, p->sink_bytes,
			       (p->sink_last - p->sink_first) * 1e3);
		}
	} else if (argc == 1 && !strcmp(argv[0], "exit")) {
		answer(p, "ok exiting");
		logf_(p, "exiting on request");
		exit(3);
	} else {
		answer(p, "not ok unknown command");
	}
}

/* Kernel messages netconsole sends: count them, keep the last line. */
static void netconsole_message(struct peer *p, const struct frame_info *fi)
{
	size_t n = fi->payload_len, i;

	p->netconsole_count++;
	if (n >= sizeof(p->netconsole_last))
		n = sizeof(p->netconsole_last) - 1;
	for (i = 0; i < n; i++) {
		char c = (char)fi->payload[i];

		p->netconsole_last[i] = (c >= ' ' && c <= '~') ? c : ' ';
	}
	p->netconsole_last[n] = 0;
	logf_(p, "netconsole: %s", p->netconsole_last);
}

static void netconsole_check(struct peer *p)
{
	if (p->netconsole_count >= p->netconsole_min && p->netconsole_min)
		answer(p, "ok netconsole datagrams=%lu last='%s'",
		       p->netconsole_count, p->netconsole_last);
	else if (now() > p->netconsole_deadline)
		answer(p, "not ok netconsole datagrams=%lu, wanted %lu",
		       p->netconsole_count, p->netconsole_min);
}

static void control(struct peer *p, const struct frame_info *fi)
{
	char text[256];
	unsigned long id;
	char *rest;

	if (fi->payload_len == 0 || fi->payload_len >= sizeof(text))
		return;
	memcpy(text, fi->payload, fi->payload_len);
	text[fi->payload_len] = 0;
	id = strtoul(text, &rest, 10);
	if (rest == text || *rest != ' ')
		return;
	p->ctl_port = fi->src_port;
	if (p->job != JOB_IDLE) {
		if (id != p->job_id)
			logf_(p, "command %lu while %lu runs: ignored", id,
			      p->job_id);
		return;
	}
	if (id == p->last_id) {
		answer_again(p);
		return;
	}
	start_command(p, id, rest + 1);
}

/* A frame of the guest's transmit benchmark. */
static void sink_frame(struct peer *p, const struct frame_info *fi)
{
	double t = now();

	if (!p->sink_frames)
		p->sink_first = t;
	p->sink_last = t;
	p->sink_frames++;
	p->sink_bytes += fi->payload_len;
}

/* A frame from the guest itself: where to answer it, and when it came. */
static void from_guest(struct peer *p, const struct frame_info *fi)
{
	p->guest_frames++;
	p->guest_last = now();
	memcpy(p->guest_mac, fi->src_mac, ETH_ALEN);
	p->have_guest_mac = 1;
}

static void handle_frame(struct peer *p, const uint8_t *buf, size_t len)
{
	struct frame_info fi;
	enum frame_verdict v = parse_frame(buf, len, &fi);
	uint8_t out[ETH_MAX_FRAME];

	p->frames_in++;
	p->verdicts[v]++;
	if (v != FRAME_OK)
		return;
	if (fi.ethertype == ETHERTYPE_ARP) {
		if (fi.arp_sender_ip != GUEST_IP)
			return;
		from_guest(p, &fi);
		if (fi.arp_op == 1 && fi.arp_target_ip == PEER_IP) {
			send_frame(p, out, build_arp(out, 2, p->mac, PEER_IP,
						     fi.src_mac, GUEST_IP));
			p->arp_answered++;
		}
		return;
	}
	if (fi.src_ip != GUEST_IP || fi.dst_ip != PEER_IP)
		return;
	from_guest(p, &fi);
	if (fi.proto == 1 && fi.icmp_type == 0 && p->job == JOB_ECHO)
		echo_reply(p, &fi);
	else if (fi.proto == 17 && fi.dst_port == CTL_PORT)
		control(p, &fi);
	else if (fi.proto == 17 && fi.dst_port == NETCONSOLE_PORT)
		netconsole_message(p, &fi);
	else if (fi.proto == 17 && p->sinking && fi.dst_port == p->sink_port)
		sink_frame(p, &fi);
}

static int poll_timeout_ms(const struct peer *p)
{
	if (p->flooding)
		return 1;
	switch (p->job) {
	case JOB_STREAM:
	case JOB_HOSTILE:
	case JOB_SETTLE:
		return 1;
	case JOB_ECHO:
	case JOB_NETCONSOLE:
		return 20;
	default:
		return 200;
	}
}

static void tick(struct peer *p)
{
	if (p->job == JOB_ECHO && p->echo_waiting &&
	    now() - p->echo_sent_at > ECHO_WAIT_MS / 1000.0) {
		p->echo_waiting = 0;
		echo_send_next(p);
	} else if (p->job == JOB_STREAM) {
		stream_pump(p);
	} else if (p->job == JOB_NETCONSOLE) {
		netconsole_check(p);
	} else if (p->job == JOB_HOSTILE) {
		hostile_pump(p);
	} else if (p->job == JOB_SETTLE) {
		settle_tick(p);
	}
	flood_pump(p);
}

static int open_socket(const char *port_file)
{
	struct sockaddr_in sa = { .sin_family = AF_INET };
	socklen_t sl = sizeof(sa);
	int fd, buf = 4 << 20;
	FILE *f;

	fd = socket(AF_INET, SOCK_DGRAM, 0);
	if (fd < 0)
		return -1;
	setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &buf, sizeof(buf));
	setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &buf, sizeof(buf));
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 ||
	    getsockname(fd, (struct sockaddr *)&sa, &sl) < 0)
		return -1;
	f = fopen(port_file, "w");
	if (!f)
		return -1;
	fprintf(f, "%u\n", ntohs(sa.sin_port));
	fclose(f);
	return fd;
}

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static void summary(struct peer *p)
{
	int v;

	logf_(p, "frames in %lu out %lu send-errors %lu", p->frames_in,
	      p->frames_out, p->send_errors);
	logf_(p, "from the guest: %lu frames, the last at %.3f; %lu ARP requests answered",
	      p->guest_frames, p->guest_last, p->arp_answered);
	for (v = 0; v <= FRAME_UNKNOWN; v++)
		logf_(p, "  %s: %lu", frame_verdict_name(v), p->verdicts[v]);
}

int main(int argc, char **argv)
{
	static const uint8_t mac[ETH_ALEN] = { 0x52, 0x54, 0x00, 0xc0, 0x02,
					       0x01 };
	static struct peer p;	/* large: the echo round trips */
	uint8_t buf[65536];
	double deadline;

	if (argc != 4 && argc != 5) {
		fprintf(stderr, "usage: %s PORT-FILE LOG-FILE MAX-SECONDS [CAPTURE]\n",
			argv[0]);
		return 2;
	}
	memcpy(p.mac, mac, ETH_ALEN);
	p.cap.fd = -1;
	p.capture_path = argc == 5 ? argv[4] : NULL;
	p.log = fopen(argv[2], "w");
	if (!p.log) {
		fprintf(stderr, "peer: cannot write %s: %s\n", argv[2],
			strerror(errno));
		return 1;
	}
	p.fd = open_socket(argv[1]);
	if (p.fd < 0) {
		fprintf(stderr, "peer: cannot set up on loopback: %s\n",
			strerror(errno));
		return 1;
	}
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	deadline = now() + strtod(argv[3], NULL);

	while (!stop && now() < deadline) {
		struct pollfd pfd = { .fd = p.fd, .events = POLLIN };
		int n = poll(&pfd, 1, poll_timeout_ms(&p));

		while (n > 0 && !stop) {
			struct sockaddr_in from;
			socklen_t fl = sizeof(from);
			ssize_t len = recvfrom(p.fd, buf, sizeof(buf),
					       MSG_DONTWAIT,
					       (struct sockaddr *)&from, &fl);

			if (len < 0)
				break;
			if (from.sin_addr.s_addr != htonl(INADDR_LOOPBACK))
				continue;
			p.qemu = from;
			p.have_qemu = 1;
			handle_frame(&p, buf, (size_t)len);
			if (p.job == JOB_STREAM)
				stream_pump(&p);
			flood_pump(&p);
		}
		tick(&p);
	}
	summary(&p);
	return 0;
}
