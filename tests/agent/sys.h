/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Raw x86_64 system calls for the guest agent.
 *
 * The agent runs as init on every kernel from 2.6.18 to the newest, so it
 * carries no libc: glibc's static start-up code needs AT_RANDOM (2.6.29) and
 * newer system calls.  Every call used here has existed on x86_64 since 2.6.0.
 */
#ifndef AGENT_SYS_H
#define AGENT_SYS_H

typedef unsigned long size_t;
typedef long ssize_t;
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

#define NULL ((void *)0)

#define SYS_read		0
#define SYS_write		1
#define SYS_open		2
#define SYS_close		3
#define SYS_poll		7
#define SYS_lseek		8
#define SYS_mmap		9
#define SYS_munmap		11
#define SYS_ioctl		16
#define SYS_nanosleep		35
#define SYS_socket		41
#define SYS_sendto		44
#define SYS_recvfrom		45
#define SYS_bind		49
#define SYS_setsockopt		54
#define SYS_exit		60
#define SYS_wait4		61
#define SYS_gettimeofday	96
#define SYS_syslog		103
#define SYS_mkdir		83
#define SYS_mknod		133
#define SYS_mount		165
#define SYS_reboot		169
#define SYS_init_module		175
#define SYS_delete_module	176
#define SYS_ioperm		173

#define WNOHANG		1

#define O_RDONLY	0
#define O_WRONLY	1
#define O_RDWR		2
#define O_NOCTTY	0400
#define O_NONBLOCK	04000

#define SEEK_END	2
#define PROT_READ	1
#define MAP_PRIVATE	2
/* mmap's failures are -errno, from -4095 up */
#define MMAP_FAILED(p)	((unsigned long)(p) > -4096UL)

#define S_IFCHR		0020000

#define EINTR		4
#define EAGAIN		11
#define EEXIST		17

#define AF_INET		2
#define SOCK_DGRAM	2
#define SOL_SOCKET	1
#define SO_RCVBUF	8

#define POLLIN		1

static inline long sys6(long n, long a, long b, long c, long d, long e,
			long f)
{
	long ret;
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;

	__asm__ volatile ("syscall"
			  : "=a"(ret)
			  : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8),
			    "r"(r9)
			  : "rcx", "r11", "memory");
	return ret;
}

#define sys0(n)			sys6(n, 0, 0, 0, 0, 0, 0)
#define sys1(n, a)		sys6(n, (long)(a), 0, 0, 0, 0, 0)
#define sys2(n, a, b)		sys6(n, (long)(a), (long)(b), 0, 0, 0, 0)
#define sys3(n, a, b, c)	sys6(n, (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define sys4(n, a, b, c, d) \
	sys6(n, (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)
#define sys5(n, a, b, c, d, e) \
	sys6(n, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), 0)

struct timespec_k {
	long tv_sec;
	long tv_nsec;
};

struct timeval_k {
	long tv_sec;
	long tv_usec;
};

struct pollfd_k {
	int fd;
	short events;
	short revents;
};

struct sockaddr_in_k {
	u16 sin_family;
	u16 sin_port;		/* network order */
	u32 sin_addr;		/* network order */
	u8 pad[8];
};

/* struct ifreq: 16 bytes of name, then a 24-byte union. */
struct ifreq_k {
	char name[16];
	union {
		struct sockaddr_in_k addr;
		short flags;
		int ivalue;
		void *data;
		u8 raw[24];
	} u;
};

#define SIOCGIFFLAGS	0x8913
#define SIOCSIFFLAGS	0x8914
#define SIOCSIFADDR	0x8916
#define SIOCSIFNETMASK	0x891c
#define SIOCGIFINDEX	0x8933
#define SIOCETHTOOL	0x8946
#define ETHTOOL_GRINGPARAM 0x10
#define ETHTOOL_GSET	0x1
#define ETHTOOL_SSET	0x2

#define IFF_UP		0x1
#define IFF_RUNNING	0x40

#define LINUX_REBOOT_MAGIC1	0xfee1dead
#define LINUX_REBOOT_MAGIC2	672274793
#define LINUX_REBOOT_CMD_RESTART 0x01234567

#define SYSLOG_ACTION_READ_ALL	3
#define SYSLOG_ACTION_SIZE_BUFFER 10

static inline void outb_k(u8 v, u16 port)
{
	__asm__ volatile ("outb %0, %1" : : "a"(v), "Nd"(port));
}

static inline u8 inb_k(u16 port)
{
	u8 v;

	__asm__ volatile ("inb %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

static inline u16 htons_k(u16 v)
{
	return (u16)((v << 8) | (v >> 8));
}

static inline u32 htonl_k(u32 v)
{
	return ((v & 0xff) << 24) | ((v & 0xff00) << 8) |
	       ((v >> 8) & 0xff00) | (v >> 24);
}

#endif /* AGENT_SYS_H */
