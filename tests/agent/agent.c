// SPDX-License-Identifier: GPL-2.0
/*
 * napi-compat guest agent: runs as /init in the test initramfs.
 *
 * It reads the test steps the host put in /steps, runs them one by one and
 * reports each as a KTAP test point on the second serial port, so the
 * result never mixes with kernel messages on the first.  It drives that
 * UART itself, polled, through ioperm: the tty layer would hold output in
 * a buffer that a lost transmit interrupt can strand, and that the restart
 * at the end would throw away.  When the
 * steps are done it restarts the machine, which QEMU's -no-reboot turns into
 * an exit.
 *
 * Freestanding on purpose: no libc, raw system calls only, so the same
 * binary runs on 2.6.18 and on today's kernels.
 *
 * Steps, one a line ('#' starts a comment; a leading '!' makes a failure
 * skip every later step):
 *   insmod NAME [PARAMS]      load /mod/NAME.ko
 *   rmmod NAME                unload, waiting up to 10 s for users to go
 *   ifup IF A.B.C.D/PREFIX    address the interface and bring it up
 *   ifdown IF                 take it down
 *   waitlink IF SECONDS       wait for carrier (IFF_RUNNING)
 *   nodev IF                  pass if no such interface exists
 *   ethtool-info IF           the driver's information, its link (up, where
 *                             it has get_link) and,
 *                             where it has get_ringparam, sane ring sizes
 *   ethtool-ring IF RX TX     the driver's get_ringparam (through the
 *                             kernel's SIOCETHTOOL) reports RX and TX
 *                             descriptors in use
 *   ethtool-link IF           the driver's link settings through the
 *                             legacy ETHTOOL_GSET: 10 or 100 Mbit/s,
 *                             autonegotiated, 100baseT-FD supported; then
 *                             written back unchanged with ETHTOOL_SSET
 *                             and read again (renegotiates the link)
 *   peer WORDS...             ask the host peer to do WORDS; its answer
 *                             decides the result
 *   stream IF SECONDS RATE    ask the peer for a UDP stream, count it here
 *                             and check count == sent - driver drops
 *   txbench IF IRQ SECONDS SIZE,...
 *                             send UDP datagrams of each payload SIZE to the
 *                             peer as fast as the socket takes them; report
 *                             what the peer counted and what it cost here
 *   latency IF COUNT RATE     COUNT echo requests from the peer, timed by
 *                             it, while it streams RATE frames a second to
 *                             us (0: idle)
 *   bench IF IRQ SECONDS R1,R2,...
 *                             a stream at each offered rate; report what the
 *                             stack received, the driver's drops, the
 *                             interrupts of the /proc/interrupts line named
 *                             IRQ and the softirq time (a measurement: it
 *                             fails only if the peer does not answer)
 *   modktap NAME              pass on the KTAP a module printed to the
 *                             kernel log between "KTAP version" and its
 *                             "# NAME: done" line; its result is ours
 *   dmesg-clean               no oops, BUG, WARNING or lockup in the log
 *   dmesg-has TEXT...         the log has TEXT; '#' in it stands for a
 *                             run of digits
 *   logmark                   remember where the kernel log ends now
 *   dmesg-quiet               nothing above info level (levels 0-5) was
 *                             logged since the last logmark
 *   cat PATH                  copy a file into the KTAP diagnostics
 *   sleep SECONDS
 */
#include "sys.h"

#define PEER_IP		0xc0000201	/* 192.0.2.1 */
#define PEER_IP_TEXT	"192.0.2.1"
#define PEER_IF		"eth0"		/* the one NIC the cells give us */
#define PEER_CTL_PORT	7777
#define STREAM_PORT	9000
#define SINK_PORT	9001		/* the peer counts our transmit there */
#define UDP_MAX_PAYLOAD	1472		/* a 1500-byte IP packet */
#define MAX_STEPS	128
#define MAX_ARGS	16
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

#define COM2		0x2f8
#define UART_THR	0	/* transmit holding register */
#define UART_IER	1
#define UART_LCR	3
#define UART_MCR	4
#define UART_LSR	5
#define UART_LSR_THRE	0x20

static int out_fd = 1;
static int out_uart;		/* polled COM2 instead of out_fd */
static char steps_buf[16384];
static char *steps[MAX_STEPS];
static int nsteps;
static char log_buf[1 << 20];
static char reason[256];

/* Freestanding builds still need these: gcc may emit calls to them. */
void *memset(void *d, int c, size_t n)
{
	u8 *p = d;

	while (n--)
		*p++ = (u8)c;
	return d;
}

void *memcpy(void *d, const void *s, size_t n)
{
	u8 *p = d;
	const u8 *q = s;

	while (n--)
		*p++ = *q++;
	return d;
}

static size_t slen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

static int mem_eq(const char *a, const char *b, size_t n)
{
	while (n--)
		if (*a++ != *b++)
			return 0;
	return 1;
}

static int sstarts(const char *s, const char *prefix)
{
	while (*prefix)
		if (*s++ != *prefix++)
			return 0;
	return 1;
}

static int seq(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return *a == *b;
}

static const char *sfind(const char *hay, size_t n, const char *needle)
{
	size_t k = slen(needle), i;

	for (i = 0; i + k <= n; i++) {
		size_t j = 0;

		while (j < k && hay[i + j] == needle[j])
			j++;
		if (j == k)
			return hay + i;
	}
	return NULL;
}

/* A tiny formatter: %s, %d (long), %u (unsigned long), %x. */
static void out_str(char **p, char *end, const char *s)
{
	while (*s && *p < end)
		*(*p)++ = *s++;
}

static void out_num(char **p, char *end, unsigned long v, int base, int neg)
{
	char tmp[24];
	int n = 0;

	if (neg && *p < end)
		*(*p)++ = '-';
	do {
		tmp[n++] = "0123456789abcdef"[v % base];
		v /= base;
	} while (v);
	while (n && *p < end)
		*(*p)++ = tmp[--n];
}

static int vfmt(char *buf, size_t size, const char *f,
		__builtin_va_list ap)
{
	char *p = buf, *end = buf + size - 1;

	for (; *f; f++) {
		long v;

		if (*f != '%') {
			if (p < end)
				*p++ = *f;
			continue;
		}
		switch (*++f) {
		case 's':
			out_str(&p, end, __builtin_va_arg(ap, const char *));
			break;
		case 'd':
			v = __builtin_va_arg(ap, long);
			out_num(&p, end, v < 0 ? -v : v, 10, v < 0);
			break;
		case 'u':
			out_num(&p, end, __builtin_va_arg(ap, unsigned long),
				10, 0);
			break;
		case 'x':
			out_num(&p, end, __builtin_va_arg(ap, unsigned long),
				16, 0);
			break;
		default:
			if (p < end)
				*p++ = *f;
		}
	}
	*p = 0;
	return (int)(p - buf);
}

static int fmt(char *buf, size_t size, const char *f, ...)
{
	__builtin_va_list ap;
	int n;

	__builtin_va_start(ap, f);
	n = vfmt(buf, size, f, ap);
	__builtin_va_end(ap);
	return n;
}

static void uart_put(u8 c)
{
	int spins = 1000000;

	while (!(inb_k(COM2 + UART_LSR) & UART_LSR_THRE) && --spins)
		;
	outb_k(c, COM2 + UART_THR);
}

static void out_write(const char *buf, int n)
{
	int i;

	if (!out_uart) {
		sys3(SYS_write, out_fd, buf, n);
		return;
	}
	for (i = 0; i < n; i++)
		uart_put((u8)buf[i]);
}

static void say(const char *f, ...)
{
	char buf[1024];
	__builtin_va_list ap;
	int n;

	__builtin_va_start(ap, f);
	n = vfmt(buf, sizeof(buf) - 1, f, ap);
	__builtin_va_end(ap);
	buf[n++] = '\n';
	out_write(buf, n);
}

static void fail_why(const char *f, ...)
{
	__builtin_va_list ap;

	__builtin_va_start(ap, f);
	vfmt(reason, sizeof(reason), f, ap);
	__builtin_va_end(ap);
}

static long now_ms(void)
{
	struct timeval_k tv;

	sys2(SYS_gettimeofday, &tv, NULL);
	return tv.tv_sec * 1000 + tv.tv_usec / 1000;
}

static void sleep_ms(long ms)
{
	struct timespec_k ts = { ms / 1000, (ms % 1000) * 1000000 };

	while (sys2(SYS_nanosleep, &ts, &ts) == -EINTR)
		;
}

static long to_num(const char *s)
{
	long v = 0;

	while (*s >= '0' && *s <= '9')
		v = v * 10 + (*s++ - '0');
	return v;
}

static long read_file(const char *path, char *buf, size_t size)
{
	long fd = sys2(SYS_open, path, O_RDONLY), n, got = 0;

	if (fd < 0)
		return fd;
	while ((size_t)got < size - 1) {
		n = sys3(SYS_read, fd, buf + got, size - 1 - got);
		if (n == -EINTR)
			continue;
		if (n <= 0)
			break;
		got += n;
	}
	sys1(SYS_close, fd);
	buf[got] = 0;
	return got;
}

/* TEXT into the file PATH: the bytes written, or a negative errno. */
static long write_text(const char *path, const char *text)
{
	long fd = sys2(SYS_open, path, O_WRONLY), n;

	if (fd < 0)
		return fd;
	n = sys3(SYS_write, fd, text, slen(text));
	sys1(SYS_close, fd);
	return n;
}

/* argv[from..argc-1] joined by single spaces into buf. */
static void join_args(char *buf, size_t size, int argc, char **argv,
		      int from)
{
	char *p = buf, *end = buf + size - 1;
	int i;

	for (i = from; i < argc; i++) {
		if (i > from)
			out_str(&p, end, " ");
		out_str(&p, end, argv[i]);
	}
	*p = 0;
}

static int split(char *line, char **argv)
{
	int argc = 0;

	while (*line && argc < MAX_ARGS) {
		while (*line == ' ' || *line == '\t')
			*line++ = 0;
		if (!*line)
			break;
		argv[argc++] = line;
		while (*line && *line != ' ' && *line != '\t')
			line++;
	}
	return argc;
}

static int parse_ip(const char *s, u32 *ip, int *prefix)
{
	u32 v = 0;
	int part;

	for (part = 0; part < 4; part++) {
		long n = 0;
		int digits = 0;

		while (*s >= '0' && *s <= '9') {
			n = n * 10 + (*s++ - '0');
			digits++;
		}
		if (!digits || n > 255 || (part < 3 && *s++ != '.'))
			return -1;
		v = (v << 8) | (u32)n;
	}
	*ip = v;
	*prefix = 32;
	if (*s == '/') {
		*prefix = (int)to_num(s + 1);
		if (*prefix < 1 || *prefix > 32)
			return -1;
	} else if (*s) {
		return -1;
	}
	return 0;
}

/*
 * As init, the agent inherits every orphan: the hotplug helpers old
 * kernels start for each device event among them.  Reap them, or their
 * task structures pile up (and show as slab growth).
 */
static void reap_children(void)
{
	while (sys4(SYS_wait4, -1, NULL, WNOHANG, NULL) > 0)
		;
}

/* ---- steps ---- */

/*
 * The module file is mapped, not read into a buffer, so a module of any
 * size loads (one with debug info is often over 10 MB); init_module takes
 * the image from user memory on every kernel, finit_module only from 3.8.
 */
static int do_insmod(int argc, char **argv)
{
	char path[128], params[512];
	long fd, len, ret;
	void *image;

	if (argc < 2)
		return fail_why("usage: insmod NAME [PARAMS]"), -1;
	fmt(path, sizeof(path), "/mod/%s.ko", argv[1]);
	fd = sys2(SYS_open, path, O_RDONLY);
	if (fd < 0)
		return fail_why("cannot open %s: errno %d", path, -fd), -1;
	len = sys3(SYS_lseek, fd, 0, SEEK_END);
	if (len <= 0) {
		sys1(SYS_close, fd);
		if (!len)
			return fail_why("%s is empty", path), -1;
		return fail_why("cannot size %s: errno %d", path, -len), -1;
	}
	image = (void *)sys6(SYS_mmap, 0, len, PROT_READ, MAP_PRIVATE, fd, 0);
	sys1(SYS_close, fd);
	if (MMAP_FAILED(image))
		return fail_why("cannot map %s (%d bytes): errno %d", path,
				len, -(long)image), -1;
	join_args(params, sizeof(params), argc, argv, 2);
	ret = sys3(SYS_init_module, image, len, params);
	sys2(SYS_munmap, image, len);
	if (ret < 0)
		return fail_why("init_module %s (%d bytes): errno %d", argv[1],
				len, -ret), -1;
	return 0;
}

static int do_rmmod(int argc, char **argv)
{
	long start = now_ms(), ret;

	if (argc != 2)
		return fail_why("usage: rmmod NAME"), -1;
	for (;;) {
		ret = sys2(SYS_delete_module, argv[1], O_NONBLOCK);
		if (ret == 0)
			return 0;
		if (ret != -EAGAIN && ret != -16 /* EBUSY */)
			break;
		if (now_ms() - start > 10000)
			break;
		sleep_ms(100);
	}
	return fail_why("delete_module %s: errno %d", argv[1], -ret), -1;
}

static long if_ioctl(const char *ifname, unsigned long req,
		     struct ifreq_k *ifr)
{
	long fd = sys3(SYS_socket, AF_INET, SOCK_DGRAM, 0), ret;
	size_t i;

	if (fd < 0)
		return fd;
	for (i = 0; i < sizeof(ifr->name) - 1 && ifname[i]; i++)
		ifr->name[i] = ifname[i];
	ifr->name[i] = 0;
	ret = sys3(SYS_ioctl, fd, req, ifr);
	sys1(SYS_close, fd);
	return ret;
}

static int set_flags(const char *ifname, short set, short clear)
{
	struct ifreq_k ifr;
	long ret;

	memset(&ifr, 0, sizeof(ifr));
	ret = if_ioctl(ifname, SIOCGIFFLAGS, &ifr);
	if (ret < 0)
		return fail_why("SIOCGIFFLAGS %s: errno %d", ifname, -ret), -1;
	ifr.u.flags = (short)((ifr.u.flags | set) & ~clear);
	ret = if_ioctl(ifname, SIOCSIFFLAGS, &ifr);
	if (ret < 0)
		return fail_why("SIOCSIFFLAGS %s: errno %d", ifname, -ret), -1;
	return 0;
}

static int set_addr(const char *ifname, unsigned long req, u32 ip)
{
	struct ifreq_k ifr;
	long ret;

	memset(&ifr, 0, sizeof(ifr));
	ifr.u.addr.sin_family = AF_INET;
	ifr.u.addr.sin_addr = htonl_k(ip);
	ret = if_ioctl(ifname, req, &ifr);
	if (ret < 0)
		return fail_why("ioctl %x on %s: errno %d", req, ifname, -ret),
		       -1;
	return 0;
}

static int do_ifup(int argc, char **argv)
{
	u32 ip, mask;
	int prefix;

	if (argc != 3 || parse_ip(argv[2], &ip, &prefix))
		return fail_why("usage: ifup IF A.B.C.D/PREFIX"), -1;
	mask = prefix == 32 ? 0xffffffff : ~(0xffffffffu >> prefix);
	if (set_flags("lo", IFF_UP, 0) || set_addr(argv[1], SIOCSIFADDR, ip) ||
	    set_addr(argv[1], SIOCSIFNETMASK, mask))
		return -1;
	return set_flags(argv[1], IFF_UP, 0);
}

static int do_ifdown(int argc, char **argv)
{
	if (argc != 2)
		return fail_why("usage: ifdown IF"), -1;
	return set_flags(argv[1], 0, IFF_UP);
}

static int do_waitlink(int argc, char **argv)
{
	long deadline;
	struct ifreq_k ifr;

	if (argc != 3)
		return fail_why("usage: waitlink IF SECONDS"), -1;
	deadline = now_ms() + to_num(argv[2]) * 1000;
	do {
		memset(&ifr, 0, sizeof(ifr));
		if (if_ioctl(argv[1], SIOCGIFFLAGS, &ifr) == 0 &&
		    (ifr.u.flags & IFF_RUNNING))
			return 0;
		sleep_ms(100);
	} while (now_ms() < deadline);
	return fail_why("no carrier on %s after %s s", argv[1], argv[2]), -1;
}

static int do_nodev(int argc, char **argv)
{
	struct ifreq_k ifr;
	long ret;

	if (argc != 2)
		return fail_why("usage: nodev IF"), -1;
	memset(&ifr, 0, sizeof(ifr));
	ret = if_ioctl(argv[1], SIOCGIFINDEX, &ifr);
	if (ret == 0)
		return fail_why("%s exists", argv[1]), -1;
	return 0;
}

/* An ethtool command (DATA starts with its number) on IFNAME. */
static long ethtool_ioctl(const char *ifname, void *data)
{
	struct ifreq_k ifr;

	memset(&ifr, 0, sizeof(ifr));
	ifr.u.data = data;
	return if_ioctl(ifname, SIOCETHTOOL, &ifr);
}

/* struct ethtool_ringparam of <linux/ethtool.h>, unchanged since 2.6.x */
struct ethtool_ring_k {
	u32 cmd;
	u32 rx_max, rx_mini_max, rx_jumbo_max, tx_max;
	u32 rx, rx_mini, rx_jumbo, tx;
};

/*
 * The driver's get_ringparam, reached as ethtool reaches it (the kernel's
 * SIOCETHTOOL), must report RX and TX descriptors in use.
 */
static int do_ethtool_ring(int argc, char **argv)
{
	struct ethtool_ring_k ring;
	long ret;

	if (argc != 4)
		return fail_why("usage: ethtool-ring IF RX TX"), -1;
	memset(&ring, 0, sizeof(ring));
	ring.cmd = ETHTOOL_GRINGPARAM;
	ret = ethtool_ioctl(argv[1], &ring);
	if (ret)
		return fail_why("ETHTOOL_GRINGPARAM on %s: errno %d", argv[1],
				-ret), -1;
	if (ring.rx != (u32)to_num(argv[2]) || ring.tx != (u32)to_num(argv[3]))
		return fail_why("%s rings in use rx %u tx %u (max %u/%u), not %s/%s",
				argv[1], (unsigned long)ring.rx,
				(unsigned long)ring.tx,
				(unsigned long)ring.rx_max,
				(unsigned long)ring.tx_max, argv[2], argv[3]),
			-1;
	return 0;
}

/* struct ethtool_drvinfo of <linux/ethtool.h>, its head unchanged since 2.6.x */
struct ethtool_drvinfo_k {
	u32 cmd;
	char driver[32], version[32], fw_version[32], bus_info[32];
	char erom_version[32], reserved2[12];
	u32 n_priv_flags, n_stats, testinfo_len, eedump_len, regdump_len;
};

/* struct ethtool_value of <linux/ethtool.h> */
struct ethtool_value_k {
	u32 cmd, data;
};

#define ETHTOOL_GDRVINFO	0x3
#define ETHTOOL_GLINK		0xa
#define EOPNOTSUPP		95

/*
 * The ethtool basics any driver offers, as ethtool reaches them: its
 * driver information (a name, and the bus address of its device) and its
 * link (up, as the carrier is; a driver without get_link answers
 * EOPNOTSUPP, and the step says so); the ring sizes where the driver has
 * get_ringparam (a driver without one answers EOPNOTSUPP, and the step
 * says so).  What was read is printed as diagnostics.
 */
static int do_ethtool_info(int argc, char **argv)
{
	struct ethtool_drvinfo_k info;
	struct ethtool_value_k link;
	struct ethtool_ring_k ring;
	const char *linkword = "link up";
	long ret;

	if (argc != 2)
		return fail_why("usage: ethtool-info IF"), -1;
	memset(&info, 0, sizeof(info));
	info.cmd = ETHTOOL_GDRVINFO;
	ret = ethtool_ioctl(argv[1], &info);
	if (ret)
		return fail_why("ETHTOOL_GDRVINFO on %s: errno %d", argv[1],
				-ret), -1;
	info.driver[31] = info.version[31] = info.bus_info[31] = 0;
	if (!info.driver[0])
		return fail_why("%s: the driver information names no driver",
				argv[1]), -1;
	say("# %s: driver %s, version %s, bus %s", argv[1], info.driver,
	    info.version[0] ? info.version : "-",
	    info.bus_info[0] ? info.bus_info : "-");
	memset(&link, 0, sizeof(link));
	link.cmd = ETHTOOL_GLINK;
	ret = ethtool_ioctl(argv[1], &link);
	if (ret == -EOPNOTSUPP)
		linkword = "no link state (the driver has no get_link)";
	else if (ret)
		return fail_why("ETHTOOL_GLINK on %s: errno %d", argv[1], -ret),
			-1;
	else if (!link.data)
		return fail_why("ETHTOOL_GLINK on %s: the link is down", argv[1]),
			-1;
	memset(&ring, 0, sizeof(ring));
	ring.cmd = ETHTOOL_GRINGPARAM;
	ret = ethtool_ioctl(argv[1], &ring);
	if (ret == -EOPNOTSUPP) {
		say("# %s: %s; no ring sizes (the driver has no get_ringparam)",
		    argv[1], linkword);
		return 0;
	}
	if (ret)
		return fail_why("ETHTOOL_GRINGPARAM on %s: errno %d", argv[1],
				-ret), -1;
	if (!ring.rx || !ring.tx || ring.rx > ring.rx_max ||
	    ring.tx > ring.tx_max)
		return fail_why("%s rings: rx %u of %u, tx %u of %u", argv[1],
				(unsigned long)ring.rx,
				(unsigned long)ring.rx_max,
				(unsigned long)ring.tx,
				(unsigned long)ring.tx_max), -1;
	say("# %s: %s; rings rx %u of %u, tx %u of %u", argv[1], linkword,
	    (unsigned long)ring.rx, (unsigned long)ring.rx_max,
	    (unsigned long)ring.tx, (unsigned long)ring.tx_max);
	return 0;
}

/* struct ethtool_cmd of <linux/ethtool.h>, the same 44 bytes since 2.6.x */
struct ethtool_cmd_k {
	u32 cmd, supported, advertising;
	u16 speed;
	u8 duplex, port, phy_address, transceiver, autoneg, mdio_support;
	u32 maxtxpkt, maxrxpkt;
	u16 speed_hi;
	u8 eth_tp_mdix, eth_tp_mdix_ctrl;
	u32 lp_advertising, reserved[2];
};

#define SUPPORTED_100FULL	(1 << 3)
#define SUPPORTED_AUTONEG	(1 << 6)

static long ethtool_link_get(const char *ifname, struct ethtool_cmd_k *c)
{
	long ret;

	memset(c, 0, sizeof(*c));
	c->cmd = ETHTOOL_GSET;
	ret = ethtool_ioctl(ifname, c);
	if (ret)
		return fail_why("ETHTOOL_GSET on %s: errno %d", ifname, -ret),
			-1;
	if ((c->speed != 10 && c->speed != 100) || c->duplex > 1 ||
	    c->autoneg != 1 ||
	    (c->supported & (SUPPORTED_100FULL | SUPPORTED_AUTONEG)) !=
	    (SUPPORTED_100FULL | SUPPORTED_AUTONEG))
		return fail_why("%s link: speed %u duplex %u autoneg %u supported 0x%x advertising 0x%x",
				ifname, (unsigned long)c->speed,
				(unsigned long)c->duplex,
				(unsigned long)c->autoneg,
				(unsigned long)c->supported,
				(unsigned long)c->advertising), -1;
	return 0;
}

/*
 * The driver's link settings methods (get_link_ksettings and
 * set_link_ksettings today, get_settings and set_settings before 4.6),
 * reached as old ethtool reaches them: read, write back, read again.
 */
static int do_ethtool_link(int argc, char **argv)
{
	struct ethtool_cmd_k c, again;
	long ret;

	if (argc != 2)
		return fail_why("usage: ethtool-link IF"), -1;
	if (ethtool_link_get(argv[1], &c))
		return -1;
	say("# %s: %u Mbit/s, %s duplex, advertising 0x%x", argv[1],
	    (unsigned long)c.speed, c.duplex ? "full" : "half",
	    (unsigned long)c.advertising);
	c.cmd = ETHTOOL_SSET;
	ret = ethtool_ioctl(argv[1], &c);
	if (ret)
		return fail_why("ETHTOOL_SSET on %s: errno %d", argv[1], -ret),
			-1;
	if (ethtool_link_get(argv[1], &again))
		return -1;
	if (again.advertising != c.advertising || again.autoneg != c.autoneg)
		return fail_why("%s advertises 0x%x after writing 0x%x",
				argv[1], (unsigned long)again.advertising,
				(unsigned long)c.advertising), -1;
	return 0;
}

static long udp_socket(u16 port, int rcvbuf)
{
	struct sockaddr_in_k sa;
	long fd = sys3(SYS_socket, AF_INET, SOCK_DGRAM, 0);

	if (fd < 0)
		return fd;
	if (rcvbuf)
		sys5(SYS_setsockopt, fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf,
		     sizeof(rcvbuf));
	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_port = htons_k(port);
	if (sys3(SYS_bind, fd, &sa, sizeof(sa)) < 0) {
		sys1(SYS_close, fd);
		return -1;
	}
	return fd;
}

/* The host peer's address, at PORT. */
static void peer_addr(struct sockaddr_in_k *to, u16 port)
{
	memset(to, 0, sizeof(*to));
	to->sin_family = AF_INET;
	to->sin_port = htons_k(port);
	to->sin_addr = htonl_k(PEER_IP);
}

/*
 * The control exchange with the host peer: "ID WORDS..." to the peer's
 * control port, resent every second until "ID ok ..." or "ID not ok ..."
 * comes back.  The peer answers a resent ID from its memory, so a lost
 * datagram costs a second, not a result.  A stream data socket, if given,
 * is drained and counted meanwhile.
 */
static unsigned long ctl_id = 1;

static long if_stat(const char *ifname, const char *name);
static unsigned long irq_count(const char *name);

/*
 * The peer has been silent for a while: say what the interface it is
 * reached through looks like, so a stall can be told from a slow peer.
 * Counters that move between two of these show which way is stuck.
 */
static void peer_silence(long waited_ms)
{
	char path[96], state[16] = "?", arp[160] = "none";
	static const char *const name[] = {
		"rx_packets", "rx_missed_errors", "rx_over_errors",
		"tx_packets", "tx_errors", "tx_dropped",
	};
	long v[ARRAY_SIZE(name)];
	char *p, *q;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(name); i++)
		v[i] = if_stat(PEER_IF, name[i]);
	fmt(path, sizeof(path), "/sys/class/net/%s/operstate", PEER_IF);
	if (read_file(path, state, sizeof(state)) > 0)
		for (p = state; *p; p++)
			if (*p == '\n')
				*p = 0;
	if (read_file("/proc/net/arp", log_buf, sizeof(log_buf)) > 0) {
		p = (char *)sfind(log_buf, slen(log_buf), PEER_IP_TEXT " ");
		if (p) {
			for (q = p; *q && *q != '\n'; q++)
				;
			*q = 0;
			fmt(arp, sizeof(arp), "%s", p);
		}
	}
	say("# peer silent for %d ms: %s %s rx %d missed %d over %d tx %d errors %d dropped %d, irqs %u; arp: %s",
	    waited_ms, PEER_IF, state, v[0], v[1], v[2], v[3], v[4], v[5],
	    irq_count(PEER_IF), arp);
}

static int peer_call(const char *cmd, long timeout_ms, char *answer,
		     size_t size, long data_fd, unsigned long *data_count)
{
	char msg[512], buf[2048], prefix[32];
	struct sockaddr_in_k to;
	long fd, start = now_ms(), deadline = start + timeout_ms, next_send = 0;
	long next_diag = start + 15000;
	int mlen, plen;

	fd = udp_socket(0, 0);
	if (fd < 0)
		return fail_why("control socket: errno %d", -fd), -1;
	peer_addr(&to, PEER_CTL_PORT);
	mlen = fmt(msg, sizeof(msg), "%u %s", ctl_id, cmd);
	plen = fmt(prefix, sizeof(prefix), "%u ", ctl_id);
	ctl_id++;

	while (now_ms() < deadline) {
		struct pollfd_k pfd[2] = {
			{ (int)fd, POLLIN, 0 }, { (int)data_fd, POLLIN, 0 }
		};
		long n;

		if (now_ms() >= next_send) {
			sys6(SYS_sendto, fd, (long)msg, mlen, 0, (long)&to,
			     sizeof(to));
			next_send = now_ms() + 1000;
		}
		if (now_ms() >= next_diag) {
			peer_silence(now_ms() - start);
			next_diag = now_ms() + 60000;
		}
		n = sys3(SYS_poll, pfd, data_fd >= 0 ? 2 : 1, 100);
		if (n <= 0)
			continue;
		while (data_fd >= 0 && (pfd[1].revents & POLLIN)) {
			n = sys6(SYS_recvfrom, data_fd, (long)buf, sizeof(buf),
				 0x40 /* MSG_DONTWAIT */, 0, 0);
			if (n < 0)
				break;
			(*data_count)++;
		}
		if (!(pfd[0].revents & POLLIN))
			continue;
		n = sys6(SYS_recvfrom, fd, (long)buf, sizeof(buf) - 1, 0, 0, 0);
		if (n <= plen)
			continue;
		buf[n] = 0;
		if (!sstarts(buf, prefix))
			continue;	/* a late answer to an earlier call */
		fmt(answer, size, "%s", buf + plen);
		sys1(SYS_close, fd);
		return 0;
	}
	sys1(SYS_close, fd);
	return fail_why("peer did not answer '%s' in %d ms", cmd, timeout_ms),
	       -1;
}

static int verdict(const char *answer)
{
	if (sstarts(answer, "ok"))
		return 0;
	fail_why("peer: %s", answer);
	return -1;
}

static int do_peer(int argc, char **argv)
{
	char cmd[256], answer[256];

	if (argc < 2)
		return fail_why("usage: peer WORDS..."), -1;
	join_args(cmd, sizeof(cmd), argc, argv, 1);
	if (peer_call(cmd, 300000, answer, sizeof(answer), -1, NULL))
		return -1;
	say("# peer: %s", answer);
	return verdict(answer);
}

/* The counters /proc/net/dev keeps for IF: field 0 is rx bytes. */
static int netdev_field(const char *ifname, int field, unsigned long *val)
{
	char *p, *line;
	long n = read_file("/proc/net/dev", log_buf, sizeof(log_buf));
	int i;

	if (n < 0)
		return -1;
	for (line = log_buf; *line; line = p) {
		for (p = line; *p && *p != '\n'; p++)
			;
		if (*p)
			*p++ = 0;
		while (*line == ' ')
			line++;
		if (!sstarts(line, ifname) || line[slen(ifname)] != ':')
			continue;
		line += slen(ifname) + 1;
		for (i = 0; i <= field; i++) {
			while (*line == ' ')
				line++;
			*val = (unsigned long)to_num(line);
			while (*line >= '0' && *line <= '9')
				line++;
		}
		return 0;
	}
	return -1;
}

/*
 * The UDP datagrams the stack took from the driver and could not deliver
 * (a socket's buffer full, a bad checksum): InErrors of /proc/net/snmp's
 * Udp lines, which every kernel from 2.6.18 has.  0, or -1.
 */
static int udp_in_errors(unsigned long *val)
{
	char *hdr = NULL, *vals = NULL, *p, *line;
	long n = read_file("/proc/net/snmp", log_buf, sizeof(log_buf));

	if (n < 0)
		return -1;
	for (line = log_buf; *line; line = p) {
		for (p = line; *p && *p != '\n'; p++)
			;
		if (*p)
			*p++ = 0;
		if (!sstarts(line, "Udp: "))
			continue;
		if (!hdr)
			hdr = line + 5;
		else if (!vals)
			vals = line + 5;
	}
	if (!hdr || !vals)
		return -1;
	/* the same column in both lines */
	while (*hdr && *vals) {
		if (sstarts(hdr, "InErrors") && (hdr[8] == ' ' || !hdr[8])) {
			*val = (unsigned long)to_num(vals);
			return 0;
		}
		while (*hdr && *hdr != ' ')
			hdr++;
		while (*hdr == ' ')
			hdr++;
		while (*vals && *vals != ' ')
			vals++;
		while (*vals == ' ')
			vals++;
	}
	return -1;
}

/* "NAME=" followed by a number in the peer's answer, or -1. */
static long answer_num(const char *answer, const char *name)
{
	const char *s = sfind(answer, slen(answer), name);

	return s ? to_num(s + slen(name)) : -1;
}

/*
 * What QEMU handed the NIC, from a counting command's answer: the peer
 * reads QEMU's dump of the frames it passed on toward the NIC and the
 * drop counter of the socket it reads them from (tests/peer/capture.h).
 * A frame the host lost in front of the NIC is no fault of the driver:
 * it is reported, and voids the measurement only beyond MAXLOSS percent
 * of what was sent (-1: no limit, for a burst that means to overrun).
 * 0: the count stands; 1: void; -1: another failure.
 */
struct handed {
	long sent, delivered, sockdrops, pending, waiting, others;
	long earlier;	/* copies of the answer the peer sent before this one */
};

static int handed_read(const char *answer, long sent, long maxloss,
		       struct handed *h)
{
	h->sent = sent;
	h->delivered = answer_num(answer, "delivered=");
	h->sockdrops = answer_num(answer, "sockdrops=");
	h->pending = answer_num(answer, "pending=");
	h->waiting = answer_num(answer, "waiting=");
	h->others = answer_num(answer, "others=");
	h->earlier = answer_num(answer, "copy=");
	h->earlier = h->earlier > 1 ? h->earlier - 1 : 0;
	if (h->delivered < 0 || h->sockdrops < 0 || h->pending < 0 ||
	    h->waiting < 0 || h->others < 0)
		return fail_why("peer answer lacks what QEMU handed the NIC (delivered=, sockdrops=, pending=, waiting=, others=)"),
		       -1;
	say("# host side: sent %d, QEMU handed the NIC %d, lost in front of it %d (its socket dropped %d, %d unaccounted); %d other frames handed meanwhile, %d earlier copies of the answer",
	    sent, h->delivered, sent - h->delivered, h->sockdrops,
	    h->pending, h->others, h->earlier);
	if (h->delivered > sent)
		return fail_why("QEMU handed the NIC %d frames of %d sent",
				h->delivered, sent), -1;
	if (h->pending && h->waiting)
		return fail_why("%d frames still wait unread in QEMU's socket: the NIC took nothing for seconds (receive stalled)",
				h->pending), -1;
	if (h->pending)
		return fail_why("%d frames are neither in QEMU's dump nor dropped by its socket: the measurement is void",
				h->pending), -1;
	if (maxloss >= 0 && (sent - h->delivered) * 100 > maxloss * sent)
		return fail_why("the host lost %d of %d frames in front of the NIC, over %d%%: the measurement is void",
				sent - h->delivered, sent, maxloss), 1;
	return 0;
}

/* Host-side loss beyond this share of what was sent voids a count. */
#define MAX_HOST_LOSS	5

/*
 * stream IF SECONDS RATE: the peer sends numbered UDP datagrams to a
 * socket here; every one QEMU handed the NIC must be received, or counted
 * as dropped by the driver (dropped, fifo/overrun, missed: /proc/net/dev
 * fields 3 and 4) or by the stack (UDP InErrors: the socket was full on
 * a slow guest), exactly, but for the few other frames QEMU handed the
 * NIC meanwhile, which the driver may have dropped too.
 */
static int stream_once(int argc, char **argv, int *is_void)
{
	unsigned long got = 0, sent = 0, d0 = 0, f0 = 0, d1 = 0, f1 = 0;
	unsigned long u0 = 0, u1 = 0, total;
	char cmd[128], answer[320];
	struct handed h;
	const char *s;
	long fd;
	int ret;

	if (argc != 4)
		return fail_why("usage: stream IF SECONDS RATE"), -1;
	fd = udp_socket(STREAM_PORT, 4 << 20);
	if (fd < 0)
		return fail_why("stream socket: errno %d", -fd), -1;
	if (netdev_field(argv[1], 3, &d0) || netdev_field(argv[1], 4, &f0)) {
		sys1(SYS_close, fd);
		return fail_why("no %s in /proc/net/dev", argv[1]), -1;
	}
	if (udp_in_errors(&u0)) {
		sys1(SYS_close, fd);
		return fail_why("no Udp InErrors in /proc/net/snmp"), -1;
	}
	fmt(cmd, sizeof(cmd), "stream %s %s %d", argv[2], argv[3],
	    (long)STREAM_PORT);
	ret = peer_call(cmd, to_num(argv[2]) * 1000 + 60000, answer,
			sizeof(answer), fd, &got);
	sys1(SYS_close, fd);
	if (ret)
		return -1;
	netdev_field(argv[1], 3, &d1);
	netdev_field(argv[1], 4, &f1);
	udp_in_errors(&u1);
	say("# peer: %s", answer);
	if (verdict(answer))
		return -1;
	s = sfind(answer, slen(answer), "sent=");
	if (!s)
		return fail_why("peer answer lacks sent="), -1;
	sent = (unsigned long)to_num(s + 5);
	say("# stream: sent %u received %u driver drops %u stack drops %u",
	    sent, got, (d1 - d0) + (f1 - f0), u1 - u0);
	ret = handed_read(answer, (long)sent, MAX_HOST_LOSS, &h);
	*is_void = ret > 0;
	if (ret)
		return -1;
	/*
	 * The driver's drop counters count any frame: an ARP answer of the
	 * peer's that QEMU handed the NIC meanwhile (others), or an earlier
	 * copy of the peer's answer that a guest still busy with the stream
	 * dropped (so the command was resent), may be among them, never
	 * more than those.
	 */
	total = got + (d1 - d0) + (f1 - f0) + (u1 - u0);
	if (total < (unsigned long)h.delivered ||
	    total > (unsigned long)(h.delivered + h.others + h.earlier) ||
	    !got)
		return fail_why("received %u + dropped %u + stack drops %u != %u QEMU handed the NIC (+ up to %d other frames and %d earlier answers)",
				got, (d1 - d0) + (f1 - f0), u1 - u0,
				h.delivered, h.others, h.earlier), -1;
	return 0;
}

/*
 * A void count says nothing about the driver, only that the host was too
 * busy to measure it: the count (a stream, paced hostile frames) is made
 * again, up to VOID_TRIES times in all, each try at half the pace of the
 * one before (argv[rate_arg]; a host that could not take the frames at
 * one pace, e.g. giants that fill the NIC's ring faster than a loaded
 * host's guest drains it, is given the time at the next), and fails as
 * void only if every try was.
 */
#define VOID_TRIES	3

static int until_not_void(int (*once)(int argc, char **argv, int *is_void),
			  int argc, char **argv, int rate_arg)
{
	int try, is_void = 0, ret = -1;
	char why[256], pace[24];
	char *args[8];
	long rate;

	if (argc > 8 || rate_arg >= argc)
		return once(argc, argv, &is_void);
	for (try = 0; try < argc; try++)
		args[try] = argv[try];
	rate = to_num(argv[rate_arg]);
	for (try = 1; try <= VOID_TRIES; try++) {
		ret = once(argc, args, &is_void);
		if (!ret || !is_void)
			break;
		if (try < VOID_TRIES) {
			rate = rate > 1 ? rate / 2 : 1;
			fmt(pace, sizeof(pace), "%d", rate);
			args[rate_arg] = pace;
			say("# %s: %s; measuring again at %d frames/s (try %d of %d)",
			    argv[0], reason, rate, try + 1, (long)VOID_TRIES);
		}
	}
	if (ret && is_void) {
		fmt(why, sizeof(why), "%s", reason);
		fail_why("%s, in each of %d tries down to %d frames/s", why,
			 (long)VOID_TRIES, rate);
	}
	return ret;
}

static int do_stream(int argc, char **argv)
{
	return until_not_void(stream_once, argc, argv, 3);
}

/* The interrupts counted on the /proc/interrupts line whose name is NAME. */
static unsigned long irq_count(const char *name)
{
	char *p, *line, *tok;
	unsigned long sum;
	long n = read_file("/proc/interrupts", log_buf, sizeof(log_buf));

	if (n < 0)
		return 0;
	for (line = log_buf; *line; line = p) {
		for (p = line; *p && *p != '\n'; p++)
			;
		if (*p)
			*p++ = 0;
		tok = line + slen(line);
		while (tok > line && tok[-1] == ' ')
			*--tok = 0;
		while (tok > line && tok[-1] != ' ')
			tok--;
		if (!seq(tok, name))
			continue;
		tok = line;
		while (*tok && *tok != ':')
			tok++;
		sum = 0;
		while (*tok) {
			tok++;
			while (*tok == ' ')
				tok++;
			if (*tok < '0' || *tok > '9')
				break;
			sum += (unsigned long)to_num(tok);
			while (*tok >= '0' && *tok <= '9')
				tok++;
		}
		return sum;
	}
	return 0;
}

/* Softirq time so far, in USER_HZ ticks (field 7 of /proc/stat's "cpu"). */
static unsigned long softirq_ticks(void)
{
	char *p = log_buf;
	unsigned long v = 0;
	int i;

	if (read_file("/proc/stat", log_buf, sizeof(log_buf)) < 0)
		return 0;
	for (i = 0; i < 7; i++) {
		while (*p && *p != ' ')
			p++;
		while (*p == ' ')
			p++;
		v = (unsigned long)to_num(p);
	}
	return v;
}

/* Ends the list item at S at its comma; returns the next item. */
static char *cut_at_comma(char *s)
{
	while (*s && *s != ',')
		s++;
	if (*s)
		*s++ = 0;
	return s;
}

static int do_bench(int argc, char **argv)
{
	unsigned long rx0, rx1, d0, d1, f0, f1, i0, i1, s0, s1, got, sent;
	char cmd[128], answer[320], *r = NULL, *next;
	long handed;
	const char *s;
	long fd;

	if (argc != 5)
		return fail_why("usage: bench IF IRQ SECONDS RATE,RATE..."), -1;
	fd = udp_socket(STREAM_PORT, 4 << 20);
	if (fd < 0)
		return fail_why("bench socket: errno %d", -fd), -1;
	for (r = argv[4]; r && *r; r = next) {
		next = cut_at_comma(r);
		got = 0;
		netdev_field(argv[1], 1, &rx0);
		netdev_field(argv[1], 3, &d0);
		netdev_field(argv[1], 4, &f0);
		i0 = irq_count(argv[2]);
		s0 = softirq_ticks();
		fmt(cmd, sizeof(cmd), "stream %s %s %d", argv[3], r,
		    (long)STREAM_PORT);
		if (peer_call(cmd, to_num(argv[3]) * 1000 + 60000, answer,
			      sizeof(answer), fd, &got)) {
			sys1(SYS_close, fd);
			return -1;
		}
		s1 = softirq_ticks();
		i1 = irq_count(argv[2]);
		netdev_field(argv[1], 1, &rx1);
		netdev_field(argv[1], 3, &d1);
		netdev_field(argv[1], 4, &f1);
		s = sfind(answer, slen(answer), "sent=");
		sent = s ? (unsigned long)to_num(s + 5) : 0;
		handed = answer_num(answer, "delivered=");
		if (verdict(answer) || handed < 0) {
			sys1(SYS_close, fd);
			return fail_why("peer: %s", answer), -1;
		}
		say("# bench rate=%s seconds=%s sent=%u handed=%u received=%u driver_rx=%u drops=%u irqs=%u softirq_ms=%u",
		    r, argv[3], sent, handed, got, rx1 - rx0,
		    (d1 - d0) + (f1 - f0), i1 - i0, (s1 - s0) * 10);
	}
	sys1(SYS_close, fd);
	return 0;
}

/*
 * The transmit benchmark: for each payload size, the peer counts what
 * reaches it while we send for SECONDS as fast as the socket lets us (it
 * blocks while the driver's queue is stopped and the qdisc is full).
 * /proc/net/dev's field 9 is transmitted packets.
 */
static int do_txbench(int argc, char **argv)
{
	static char payload[UDP_MAX_PAYLOAD];
	unsigned long tx0, tx1, i0, i1, s0, s1, sent, errs, n;
	char cmd[64], answer[320], *r, *next;
	struct sockaddr_in_k to;
	long fd, size, seconds, end, frames, bytes;

	if (argc != 5)
		return fail_why("usage: txbench IF IRQ SECONDS SIZE,SIZE..."), -1;
	seconds = to_num(argv[3]);
	if (seconds < 1 || seconds > 60)
		return fail_why("txbench: SECONDS must be 1..60"), -1;
	fd = udp_socket(0, 0);
	if (fd < 0)
		return fail_why("txbench socket: errno %d", -fd), -1;
	peer_addr(&to, SINK_PORT);
	for (r = argv[4]; r && *r; r = next) {
		next = cut_at_comma(r);
		size = to_num(r);
		if (size < 1 || size > UDP_MAX_PAYLOAD) {
			sys1(SYS_close, fd);
			return fail_why("txbench: size %s is not 1..%d", r,
					(long)UDP_MAX_PAYLOAD), -1;
		}
		fmt(cmd, sizeof(cmd), "sink %d", (long)SINK_PORT);
		if (peer_call(cmd, 30000, answer, sizeof(answer), -1, NULL) ||
		    verdict(answer)) {
			sys1(SYS_close, fd);
			return -1;
		}
		netdev_field(argv[1], 9, &tx0);
		i0 = irq_count(argv[2]);
		s0 = softirq_ticks();
		sent = errs = 0;
		end = now_ms() + seconds * 1000;
		for (n = 0;; n++) {
			/* the clock is a system call here: read it now and then */
			if (!(n & 15) && now_ms() >= end)
				break;
			if (sys6(SYS_sendto, fd, (long)payload, size, 0,
				 (long)&to, sizeof(to)) < 0)
				errs++;
			else
				sent++;
		}
		s1 = softirq_ticks();
		i1 = irq_count(argv[2]);
		netdev_field(argv[1], 9, &tx1);
		/* what is still queued reaches the peer before it stops */
		sleep_ms(500);
		if (peer_call("sink-stop", 30000, answer, sizeof(answer), -1,
			      NULL) || verdict(answer)) {
			sys1(SYS_close, fd);
			return -1;
		}
		frames = answer_num(answer, "frames=");
		bytes = answer_num(answer, "bytes=");
		say("# txbench size=%s seconds=%s sent=%u errors=%u peer_frames=%d peer_bytes=%d tx_packets=%u irqs=%u softirq_ms=%u",
		    r, argv[3], sent, errs, frames, bytes, tx1 - tx0, i1 - i0,
		    (s1 - s0) * 10);
	}
	sys1(SYS_close, fd);
	return 0;
}

/*
 * Round trips under load: the peer streams RATE frames a second to a
 * socket here (drained while we wait) and times COUNT echo requests that
 * our kernel answers.
 */
static int do_latency(int argc, char **argv)
{
	char cmd[96], answer[320], flood[160];
	unsigned long got = 0;
	long fd, count, rate;
	int ret;

	if (argc != 4)
		return fail_why("usage: latency IF COUNT RATE"), -1;
	count = to_num(argv[2]);
	rate = to_num(argv[3]);
	if (count < 1 || count > 65535 || rate < 0)
		return fail_why("latency: COUNT must be 1..65535, RATE 0 or more"), -1;
	fd = udp_socket(STREAM_PORT, 4 << 20);
	if (fd < 0)
		return fail_why("latency socket: errno %d", -fd), -1;
	if (rate) {
		fmt(cmd, sizeof(cmd), "flood 3600 %d %d", rate,
		    (long)STREAM_PORT);
		if (peer_call(cmd, 30000, answer, sizeof(answer), fd, &got) ||
		    verdict(answer)) {
			sys1(SYS_close, fd);
			return -1;
		}
	}
	fmt(cmd, sizeof(cmd), "echo %d", count);
	ret = peer_call(cmd, count * 1000 + 60000, answer, sizeof(answer), fd,
			&got);
	if (rate && !ret) {
		if (peer_call("flood-stop", 30000, flood, sizeof(flood), fd,
			      &got) || verdict(flood))
			ret = -1;
	}
	sys1(SYS_close, fd);
	if (ret)
		return -1;
	say("# latency if=%s load=%d received=%u %s", argv[1], rate, got,
	    answer);
	/* requests lost under load are part of the measurement */
	if (answer_num(answer, "answered=") < 0)
		return fail_why("peer: %s", answer), -1;
	return 0;
}

static long read_log(void)
{
	long n = sys3(SYS_syslog, SYSLOG_ACTION_READ_ALL, log_buf,
		      sizeof(log_buf) - 1);

	if (n < 0)
		n = 0;
	log_buf[n] = 0;
	return n;
}

static const char *const bad_words[] = {
	"Oops", "BUG:", "WARNING:", "Call Trace", "general protection",
	"Kernel panic", "soft lockup", "hung_task", "possible circular",
	"possible recursive", "inconsistent lock", "suspected memory leak",
	"KASAN:", "UBSAN:", "list_add corruption", "list_del corruption",
	NULL
};

static int do_dmesg_clean(int argc, char **argv)
{
	long n = read_log();
	int i;

	for (i = 0; bad_words[i]; i++) {
		const char *hit = sfind(log_buf, n, bad_words[i]);
		const char *eol;
		char line[200];
		size_t k;

		if (!hit)
			continue;
		for (eol = hit; *eol && *eol != '\n'; eol++)
			;
		for (k = 0; k < sizeof(line) - 1 && hit + k < eol; k++)
			line[k] = hit[k];
		line[k] = 0;
		return fail_why("kernel log: %s", line), -1;
	}
	return 0;
}

/*
 * A module's own KTAP, printed through printk: find the last "KTAP version"
 * line before "# NAME: done" and copy it out, indented one level as a
 * subtest.  The module's result line follows it.
 */
static int do_modktap(int argc, char **argv)
{
	char done[64], line[256];
	const char *start, *end, *p, *s;
	long n;
	int failed = 0, tests = 0;

	if (argc != 2)
		return fail_why("usage: modktap NAME"), -1;
	fmt(done, sizeof(done), "# %s: done", argv[1]);
	n = read_log();
	end = sfind(log_buf, n, done);
	if (!end)
		return fail_why("no '%s' in the kernel log", done), -1;
	while (end > log_buf && end[-1] != '\n')
		end--;	/* stop before that line's level and stamp */
	start = NULL;
	for (p = log_buf; (s = sfind(p, end - p, "KTAP version")); p = s + 1)
		start = s;
	if (!start)
		return fail_why("no KTAP header from %s", argv[1]), -1;
	for (p = start; p < end; ) {
		size_t k = 0;

		while (p < end && *p != '\n' && k < sizeof(line) - 1)
			line[k++] = *p++;
		line[k] = 0;
		while (p < end && *p != '\n')
			p++;
		p++;
		/* strip the "<6>" level and "[   12.345678] " stamp */
		s = line;
		if (*s == '<') {
			while (*s && *s != '>')
				s++;
			if (*s)
				s++;
		}
		if (*s == '[') {
			while (*s && *s != ']')
				s++;
			if (*s)
				s++;
			if (*s == ' ')
				s++;
		}
		/* other kernel messages in between become diagnostics */
		if (sstarts(s, "KTAP") || sstarts(s, "1..") || sstarts(s, "ok") ||
		    sstarts(s, "not ok") || sstarts(s, "#"))
			say("    %s", s);
		else
			say("    # %s", s);
		if (sstarts(s, "not ok"))
			failed++;
		if (sstarts(s, "ok") || sstarts(s, "not ok"))
			tests++;
	}
	if (failed || !tests)
		return fail_why("%s: %d of %d failed", argv[1], failed, tests),
		       -1;
	return 0;
}

/* Does TEXT, where '#' is one or more digits, start at S? */
static int match_at(const char *s, const char *text)
{
	for (; *text; text++) {
		if (*text != '#') {
			if (*s++ != *text)
				return 0;
			continue;
		}
		if (*s < '0' || *s > '9')
			return 0;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	return 1;
}

static int do_dmesg_has(int argc, char **argv)
{
	char text[128];
	long n = read_log(), i;

	if (argc < 2)
		return fail_why("usage: dmesg-has TEXT..."), -1;
	join_args(text, sizeof(text), argc, argv, 1);
	for (i = 0; i < n; i++)
		if (match_at(log_buf + i, text))
			return 0;
	return fail_why("no '%s' in the kernel log", text), -1;
}

static long log_mark;

static int do_logmark(int argc, char **argv)
{
	log_mark = read_log();
	return 0;
}

static int do_dmesg_quiet(int argc, char **argv)
{
	long n = read_log(), i;

	/* read_log keeps the "<N>" level in front of every line */
	for (i = log_mark; i < n; i++) {
		const char *eol;
		char line[160];
		size_t k;

		if ((i && log_buf[i - 1] != '\n') || log_buf[i] != '<' ||
		    log_buf[i + 1] < '0' || log_buf[i + 1] > '5')
			continue;
		for (eol = log_buf + i; *eol && *eol != '\n'; eol++)
			;
		for (k = 0; k < sizeof(line) - 1 && log_buf + i + k < eol; k++)
			line[k] = log_buf[i + k];
		line[k] = 0;
		return fail_why("logged above info level: %s", line), -1;
	}
	return 0;
}

static int do_cat(int argc, char **argv)
{
	char *p, *line;

	if (argc != 2)
		return fail_why("usage: cat PATH"), -1;
	if (read_file(argv[1], log_buf, sizeof(log_buf)) < 0)
		return fail_why("cannot read %s", argv[1]), -1;
	for (line = log_buf; *line; line = p) {
		for (p = line; *p && *p != '\n'; p++)
			;
		if (*p)
			*p++ = 0;
		say("# %s", line);
	}
	return 0;
}

/* write PATH WORDS...: the words, joined by spaces, into PATH (no newline). */
static int do_write(int argc, char **argv)
{
	char text[256];
	long n;

	if (argc < 3)
		return fail_why("usage: write PATH WORDS..."), -1;
	join_args(text, sizeof(text), argc, argv, 2);
	n = write_text(argv[1], text);
	if (n < 0)
		return fail_why("cannot write %s: errno %d", argv[1], -n), -1;
	if (n != (long)slen(text))
		return fail_why("write to %s: %d of %d bytes", argv[1], n,
				(long)slen(text)), -1;
	return 0;
}

/* ---- churn, memory and hostile frames (the reliability cells) ---- */

/*
 * churn-updown IF N: take IF down and up N times, traffic or not; a pause
 * of 0-15 ms down and 20 ms up so the driver's paths overlap with frames
 * in flight in different ways.
 */
static int do_churn_updown(int argc, char **argv)
{
	char why[sizeof(reason)];
	long start = now_ms(), n, i, rx0;

	n = argc == 3 ? to_num(argv[2]) : 0;
	if (n <= 0)
		return fail_why("usage: churn-updown IF CYCLES"), -1;
	rx0 = if_stat(argv[1], "rx_packets");
	for (i = 0; i < n; i++) {
		int down = set_flags(argv[1], 0, IFF_UP);

		if (!down)
			sleep_ms(i % 16);
		if (down || set_flags(argv[1], IFF_UP, 0)) {
			fmt(why, sizeof(why), "%s", reason);
			return fail_why("cycle %d: %s", i + 1, why), -1;
		}
		sleep_ms(20);
	}
	say("# churn-updown: %d cycles of %s down/up in %d ms, %d frames received meanwhile",
	    n, argv[1], now_ms() - start, if_stat(argv[1], "rx_packets") - rx0);
	return 0;
}

/*
 * churn-reload MODULE N IF A.B.C.D/P: unload MODULE and load it again N
 * times, bringing IF up after each load and leaving it 100 ms to work.
 */
static int do_churn_reload(int argc, char **argv)
{
	char *up[3], *rm[2], *in[2], why[sizeof(reason)];
	long start = now_ms(), n, i, rx = 0;

	n = argc == 5 ? to_num(argv[2]) : 0;
	if (n <= 0)
		return fail_why("usage: churn-reload MODULE CYCLES IF ADDR/P"),
		       -1;
	up[0] = "ifup";
	up[1] = argv[3];
	up[2] = argv[4];
	rm[0] = "rmmod";
	in[0] = "insmod";
	rm[1] = in[1] = argv[1];
	for (i = 0; i < n; i++) {
		long got = if_stat(argv[3], "rx_packets");

		if (got > 0)
			rx += got;
		if (do_rmmod(2, rm) || do_insmod(2, in) || do_ifup(3, up)) {
			fmt(why, sizeof(why), "%s", reason);
			return fail_why("cycle %d: %s", i + 1, why), -1;
		}
		sleep_ms(100);
	}
	say("# churn-reload: %d cycles of %s unload/load in %d ms, %d frames received in all",
	    n, argv[1], now_ms() - start, rx);
	return 0;
}

/* A /proc/meminfo field in kB, or -1. */
static long meminfo_kb(const char *field)
{
	long n = read_file("/proc/meminfo", log_buf, sizeof(log_buf));
	const char *hit;

	if (n < 0)
		return -1;
	for (hit = log_buf; (hit = sfind(hit, n - (hit - log_buf), field));
	     hit++) {
		if (hit != log_buf && hit[-1] != '\n')
			continue;
		hit += slen(field);
		while (*hit == ' ')
			hit++;
		return to_num(hit);
	}
	return -1;
}

/*
 * Free pages the per-CPU lists hold, in kB: the "count:" lines of
 * /proc/zoneinfo's pagesets.  MemFree leaves them out, and how many there
 * are swings by megabytes from one reading to the next.
 */
static long pcp_kb(void)
{
	long sum = 0;
	const char *line, *p;

	if (read_file("/proc/zoneinfo", log_buf, sizeof(log_buf)) <= 0)
		return 0;
	for (line = log_buf; *line; line = *p ? p + 1 : p) {
		for (p = line; *p == ' '; p++)
			;
		if (sstarts(p, "count:")) {
			for (p += 6; *p == ' '; p++)
				;
			sum += to_num(p);
		}
		while (*p && *p != '\n')
			p++;
	}
	return sum * 4;
}

/*
 * Memory in use outside the page cache: MemTotal - MemFree - Buffers -
 * Cached, less the free pages on the per-CPU lists.  Pages a driver takes
 * directly (dma_alloc_coherent's rings) show here and in no slab figure.
 */
static long used_kb(void)
{
	long total = meminfo_kb("MemTotal:"), free = meminfo_kb("MemFree:");
	long buffers = meminfo_kb("Buffers:"), cached = meminfo_kb("Cached:");

	if (total < 0 || free < 0 || buffers < 0 || cached < 0)
		return -1;
	return total - free - buffers - cached - pcp_kb();
}

/*
 * Unreclaimable slab (or all slab, before 2.6.19 split it), and the
 * memory in use (used_kb), after the kernel has dropped its caches and
 * RCU has had time to free what it holds: the smallest of three readings
 * a second apart.
 */
static long slab_kb(long *used)
{
	const char *field = "SUnreclaim:";
	long best = -1, v;
	int i;

	if (meminfo_kb(field) < 0)
		field = "Slab:";
	*used = -1;
	for (i = 0; i < 3; i++) {
		reap_children();
		write_text("/proc/sys/vm/drop_caches", "3");
		sleep_ms(1000);
		v = meminfo_kb(field);
		if (v >= 0 && (best < 0 || v < best))
			best = v;
		v = used_kb();
		if (v >= 0 && (*used < 0 || v < *used))
			*used = v;
	}
	return best;
}

static long slab_mark = -1, used_mark = -1;
static char slabinfo_mark[128 << 10];

/*
 * From a /proc/slabinfo text, the bytes the cache on the line starting at
 * NAME holds: active objects times object size.  -1 if it has no such line.
 */
static long slab_cache_bytes(const char *text, long n, const char *name,
			     size_t name_len)
{
	const char *p = text, *end = text + n;

	while (p < end) {
		const char *eol = p;

		while (eol < end && *eol != '\n')
			eol++;
		if ((size_t)(eol - p) > name_len && p[name_len] == ' ' &&
		    mem_eq(p, name, name_len)) {
			long objs, size;

			p += name_len;
			while (*p == ' ')
				p++;
			objs = to_num(p);
			while (*p >= '0' && *p <= '9')
				p++;
			while (*p == ' ')
				p++;
			while (*p >= '0' && *p <= '9')
				p++;	/* num_objs */
			while (*p == ' ')
				p++;
			size = to_num(p);
			return objs * size;
		}
		p = eol + 1;
	}
	return -1;
}

/* The five caches that grew most since slab-mark, as diagnostics. */
static void slab_growth_report(void)
{
	long n_old = (long)slen(slabinfo_mark), n, best[5] = { 0 };
	char names[5][40];
	const char *p, *end;
	int i, k;

	n = read_file("/proc/slabinfo", log_buf, sizeof(log_buf));
	if (n <= 0 || !n_old)
		return;
	for (p = log_buf, end = log_buf + n; p < end; ) {
		const char *eol = p, *sp = p;
		long now_b, then_b, d;

		while (eol < end && *eol != '\n')
			eol++;
		while (sp < eol && *sp != ' ')
			sp++;
		if (*p != '#' && sp < eol && sp - p < 40) {
			now_b = slab_cache_bytes(p, eol - p, p, sp - p);
			then_b = slab_cache_bytes(slabinfo_mark, n_old, p,
						  sp - p);
			d = now_b - (then_b < 0 ? 0 : then_b);
			for (i = 0; i < 5 && d > 0; i++) {
				if (d <= best[i])
					continue;
				for (k = 4; k > i; k--) {
					best[k] = best[k - 1];
					memcpy(names[k], names[k - 1], 40);
				}
				best[i] = d;
				memcpy(names[i], p, sp - p);
				names[i][sp - p] = 0;
				break;
			}
		}
		p = eol + 1;
	}
	for (i = 0; i < 5 && best[i]; i++)
		say("# slab: %s grew by %d bytes", names[i], best[i]);
}

static int do_slab_mark(int argc, char **argv)
{
	if (read_file("/proc/slabinfo", slabinfo_mark,
		      sizeof(slabinfo_mark)) < 0)
		slabinfo_mark[0] = 0;
	slab_mark = slab_kb(&used_mark);
	if (slab_mark < 0 || used_mark < 0)
		return fail_why("no slab or memory figures in /proc/meminfo"),
		       -1;
	say("# slab: %d kB held before; memory in use %d kB", slab_mark,
	    used_mark);
	return 0;
}

/* "+N" or "-N": the change from BEFORE to NOW, for a report. */
static const char *delta(long before, long now)
{
	static char buf[2][32];
	static int k;

	k ^= 1;
	fmt(buf[k], sizeof(buf[k]), "%s%d", now >= before ? "+" : "-",
	    now >= before ? now - before : before - now);
	return buf[k];
}

/*
 * slab-check LIMIT-KB USED-LIMIT-KB: the slab held and the memory in use
 * now against slab-mark's figures.  Some growth is the kernel's own
 * (neighbour and route entries, per-CPU caches and page lists refilled);
 * more than LIMIT-KB of slab or USED-LIMIT-KB in all is a failure.
 */
static int do_slab_check(int argc, char **argv)
{
	long now, used, limit, used_limit;

	if (argc != 3)
		return fail_why("usage: slab-check LIMIT-KB USED-LIMIT-KB"), -1;
	if (slab_mark < 0)
		return fail_why("slab-check without slab-mark"), -1;
	limit = to_num(argv[1]);
	used_limit = to_num(argv[2]);
	now = slab_kb(&used);
	say("# slab: %d kB held after, %s kB (limit %d kB); memory in use %d kB, %s kB (limit %d kB)",
	    now, delta(slab_mark, now), limit, used, delta(used_mark, used),
	    used_limit);
	if (now > slab_mark + limit) {
		slab_growth_report();
		return fail_why("slab grew by %d kB", now - slab_mark), -1;
	}
	if (used > used_mark + used_limit)
		return fail_why("memory in use grew by %d kB", used - used_mark),
		       -1;
	return 0;
}

#define KMEMLEAK	"/sys/kernel/debug/kmemleak"

static int kmemleak_cmd(const char *cmd)
{
	long n = write_text(KMEMLEAK, cmd);

	return n < 0 ? (int)n : 0;
}

/*
 * kmemleak clear|check: forget what was suspected so far (boot-time
 * noise), or scan and fail on any object nobody references.  A skip on a
 * kernel without kmemleak.
 */
static int do_kmemleak(int argc, char **argv)
{
	long n;
	int ret;

	if (argc != 2 || (!seq(argv[1], "clear") && !seq(argv[1], "check")))
		return fail_why("usage: kmemleak clear|check"), -1;
	sys2(SYS_mkdir, "/sys/kernel/debug", 0755);
	sys5(SYS_mount, "debugfs", "/sys/kernel/debug", "debugfs", 0, NULL);
	ret = kmemleak_cmd(seq(argv[1], "clear") ? "clear" : "scan");
	if (ret == -2 /* ENOENT */)
		return fail_why("this kernel has no kmemleak"), 1;
	if (ret)
		return fail_why("kmemleak: errno %d", -ret), -1;
	if (seq(argv[1], "clear"))
		return 0;
	/* an object is only reported once it is 5 s old: scan again later */
	sleep_ms(6000);
	kmemleak_cmd("scan");
	n = read_file(KMEMLEAK, log_buf, sizeof(log_buf));
	if (n < 0)
		return fail_why("cannot read " KMEMLEAK), -1;
	if (n) {
		char *p, *line;
		int shown = 0;

		for (line = log_buf; *line && shown < 20; line = p, shown++) {
			for (p = line; *p && *p != '\n'; p++)
				;
			if (*p)
				*p++ = 0;
			say("# %s", line);
		}
		return fail_why("kmemleak reports unreferenced objects"), -1;
	}
	say("# kmemleak: nothing unreferenced");
	return 0;
}

/* IF's counter NAME from sysfs, or -1. */
static long if_stat(const char *ifname, const char *name)
{
	char path[128], buf[32];

	fmt(path, sizeof(path), "/sys/class/net/%s/statistics/%s", ifname,
	    name);
	if (read_file(path, buf, sizeof(buf)) <= 0)
		return -1;
	return to_num(buf);
}

static const char *const rx_stats[] = {
	"rx_packets", "rx_errors", "rx_dropped", "rx_missed_errors",
	"rx_length_errors",
};
enum { ST_PACKETS, ST_ERRORS, ST_DROPPED, ST_MISSED, ST_LENGTH, ST_N };

static int read_rx_stats(const char *ifname, long *v)
{
	int i;

	for (i = 0; i < ST_N; i++) {
		v[i] = if_stat(ifname, rx_stats[i]);
		if (v[i] < 0)
			return fail_why("no %s for %s in sysfs", rx_stats[i],
					ifname), -1;
	}
	return 0;
}

/*
 * hostile IF KIND COUNT RATE: the peer sends COUNT frames no station
 * should send (see the peer).  Each frame QEMU handed the NIC comes out
 * as a packet for the stack or as an error, or is counted missed by the
 * NIC; giants are length errors (or missed).  The stack's own drops of
 * what it was handed show in rx_dropped too, so that counter (and the
 * missed counter, which QEMU also bumps for frames it holds back and
 * delivers later) only stand in for frames otherwise unaccounted for.
 * Paced (RATE > 0), the host may lose at most MAX_HOST_LOSS percent in
 * front of the NIC (beyond that the count is void and is made again); a
 * burst (RATE 0) overruns QEMU's socket on purpose.
 */
static int hostile_once(int argc, char **argv, int *is_void)
{
	long a[ST_N], b[ST_N], sent, giants, gin, seen, len_err;
	char cmd[128], answer[320];
	struct handed h;
	int i, ret;

	if (argc != 5)
		return fail_why("usage: hostile IF KIND COUNT RATE"), -1;
	if (read_rx_stats(argv[1], a))
		return -1;
	fmt(cmd, sizeof(cmd), "hostile %s %s %s", argv[2], argv[3], argv[4]);
	if (peer_call(cmd, 120000, answer, sizeof(answer), -1, NULL))
		return -1;
	say("# peer: %s", answer);
	if (verdict(answer))
		return -1;
	sleep_ms(1000);		/* the ring drains */
	if (read_rx_stats(argv[1], b))
		return -1;
	for (i = 0; i < ST_N; i++)
		b[i] -= a[i];
	sent = answer_num(answer, "sent=") - answer_num(answer, "send_errors=");
	giants = answer_num(answer, "giant=");
	gin = answer_num(answer, "giants_in=");
	seen = b[ST_PACKETS] + b[ST_ERRORS];
	len_err = b[ST_LENGTH];
	say("# hostile %s: sent %d (giants %d); driver: packets %d, errors %d (length %d); dropped %d, missed %d",
	    argv[2], sent, giants, b[ST_PACKETS], b[ST_ERRORS], len_err,
	    b[ST_DROPPED], b[ST_MISSED]);
	if (sent < 0 || giants < 0 || gin < 0)
		return fail_why("peer answer lacks sent=, giant= or giants_in="),
		       -1;
	ret = handed_read(answer, sent, to_num(argv[4]) ? MAX_HOST_LOSS : -1,
			  &h);
	*is_void = ret > 0;
	if (ret)
		return -1;
	/* the peer's answer, an ARP exchange: a few frames of our own */
	if (seen > h.delivered + 4)
		return fail_why("driver saw %d frames, QEMU handed it %d", seen,
				h.delivered), -1;
	if (len_err > gin)
		return fail_why("%d length errors for %d giants QEMU handed the NIC",
				len_err, gin), -1;
	if (seen + b[ST_DROPPED] + b[ST_MISSED] < h.delivered)
		return fail_why("%d frames QEMU handed the NIC not accounted for",
				h.delivered - seen - b[ST_DROPPED] -
				b[ST_MISSED]), -1;
	/* a giant the NIC had no room for is missed, not a length error */
	if (len_err + b[ST_MISSED] < gin)
		return fail_why("%d giants QEMU handed the NIC, %d length errors, %d missed",
				gin, len_err, b[ST_MISSED]), -1;
	return 0;
}

static int do_hostile(int argc, char **argv)
{
	return until_not_void(hostile_once, argc, argv, 4);
}

static int do_sleep(int argc, char **argv)
{
	if (argc != 2)
		return fail_why("usage: sleep SECONDS"), -1;
	sleep_ms(to_num(argv[1]) * 1000);
	return 0;
}

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
} cmds[] = {
	{ "insmod", do_insmod },
	{ "rmmod", do_rmmod },
	{ "ifup", do_ifup },
	{ "ifdown", do_ifdown },
	{ "waitlink", do_waitlink },
	{ "nodev", do_nodev },
	{ "ethtool-ring", do_ethtool_ring },
	{ "ethtool-link", do_ethtool_link },
	{ "ethtool-info", do_ethtool_info },
	{ "peer", do_peer },
	{ "stream", do_stream },
	{ "bench", do_bench },
	{ "txbench", do_txbench },
	{ "latency", do_latency },
	{ "modktap", do_modktap },
	{ "dmesg-clean", do_dmesg_clean },
	{ "dmesg-has", do_dmesg_has },
	{ "logmark", do_logmark },
	{ "dmesg-quiet", do_dmesg_quiet },
	{ "cat", do_cat },
	{ "sleep", do_sleep },
	{ "write", do_write },
	{ "churn-updown", do_churn_updown },
	{ "churn-reload", do_churn_reload },
	{ "slab-mark", do_slab_mark },
	{ "slab-check", do_slab_check },
	{ "kmemleak", do_kmemleak },
	{ "hostile", do_hostile },
};

/* A step returns 0 (ok), -1 (failed) or 1 (skipped), with the reason set. */
static int run_step(char *line)
{
	char *argv[MAX_ARGS + 1];
	int argc = split(line, argv);
	size_t i;

	argv[argc] = NULL;
	reason[0] = 0;
	reap_children();
	for (i = 0; i < ARRAY_SIZE(cmds); i++)
		if (seq(argv[0], cmds[i].name))
			return cmds[i].run(argc, argv);
	fail_why("unknown step '%s'", argv[0]);
	return -1;
}

static void load_steps(void)
{
	long n = read_file("/steps", steps_buf, sizeof(steps_buf));
	char *p = steps_buf, *line;

	if (n < 0)
		return;
	while (*p && nsteps < MAX_STEPS) {
		line = p;
		while (*p && *p != '\n')
			p++;
		if (*p)
			*p++ = 0;
		while (*line == ' ' || *line == '\t')
			line++;
		if (*line && *line != '#')
			steps[nsteps++] = line;
	}
}

static void setup_fs(void)
{
	sys2(SYS_mkdir, "/dev", 0755);
	sys2(SYS_mkdir, "/proc", 0555);
	sys2(SYS_mkdir, "/sys", 0555);
	sys3(SYS_mknod, "/dev/console", S_IFCHR | 0600, (5 << 8) | 1);
	sys3(SYS_mknod, "/dev/ttyS1", S_IFCHR | 0600, (4 << 8) | 65);
	sys5(SYS_mount, "proc", "/proc", "proc", 0, NULL);
	sys5(SYS_mount, "sysfs", "/sys", "sysfs", 0, NULL);
	/*
	 * No hotplug helper: there is none in the initramfs, and old kernels
	 * start a process for every device event to find that out, which
	 * churns the task caches the memory checks read.
	 */
	write_text("/proc/sys/kernel/hotplug", "\n");
}

static void open_output(void)
{
	long fd;

	/* the second UART, polled: 8 data bits, no interrupts, no loopback */
	if (sys3(SYS_ioperm, COM2, 8, 1) == 0) {
		outb_k(0, COM2 + UART_IER);
		outb_k(0x03, COM2 + UART_LCR);
		outb_k(0x03, COM2 + UART_MCR);
		out_uart = 1;
		return;
	}
	fd = sys2(SYS_open, "/dev/ttyS1", O_WRONLY | O_NOCTTY);
	if (fd < 0)
		fd = sys2(SYS_open, "/dev/console", O_WRONLY | O_NOCTTY);
	if (fd >= 0)
		out_fd = (int)fd;
}

static void run_all(void)
{
	int i, ret, skip_rest = 0, failed = 0;
	char title[160];

	say("KTAP version 1");
	say("1..%d", (long)nsteps);
	for (i = 0; i < nsteps; i++) {
		int fatal = steps[i][0] == '!';
		char *line = steps[i] + fatal;
		size_t k;

		for (k = 0; k < sizeof(title) - 1 && line[k]; k++)
			title[k] = line[k];
		title[k] = 0;
		if (skip_rest) {
			say("ok %d %s # SKIP an earlier step failed",
			    (long)i + 1, title);
			continue;
		}
		ret = run_step(line);
		if (ret > 0) {
			say("ok %d %s # SKIP %s", (long)i + 1, title, reason);
		} else if (ret) {
			say("not ok %d %s # %s", (long)i + 1, title, reason);
			failed++;
			skip_rest = fatal;
		} else {
			say("ok %d %s", (long)i + 1, title);
		}
	}
	say("# agent: done, %d of %d steps failed", (long)failed,
	    (long)nsteps);
}

void agent_main(void)
{
	setup_fs();
	open_output();
	load_steps();
	if (!nsteps)
		say("# agent: no steps in /steps");
	run_all();
	sys4(SYS_reboot, LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
	     LINUX_REBOOT_CMD_RESTART, NULL);
	for (;;)
		sys1(SYS_exit, 0);
}

__asm__(".text\n"
	".global _start\n"
	"_start:\n"
	"	xor %rbp, %rbp\n"
	"	and $-16, %rsp\n"
	"	call agent_main\n"
	"	hlt\n");
