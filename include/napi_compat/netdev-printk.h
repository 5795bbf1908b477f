/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netdevice.h>: Logging: WARN_ONCE, netdev_WARN_ONCE,
 * netdev_err() and its kin, netif_err() and its kin (the message-level
 * forms).  Included by include/linux/netdevice.h, after the kernel's
 * header.
 */
#ifndef NAPI_COMPAT_NETDEV_PRINTK_H
#define NAPI_COMPAT_NETDEV_PRINTK_H

#ifndef NAPI_COMPAT_LINUX_NETDEVICE_H
#error "napi-compat: include <linux/netdevice.h>, not this file"
#endif

/*
 * 2.6.27: WARN_ONCE(condition, format...) ("Add WARN_ONCE()"): the first
 * time the condition holds, a warning with the caller's place, the message
 * and a stack trace; its value is the condition.  A macro, its own
 * definition (in <asm/bug.h> on every kernel) is the test.
 */
#ifndef WARN_ONCE
#define WARN_ONCE(condition, format...) ({				\
	static int napi_compat_warned;					\
	int napi_compat_warn = !!(condition);				\
									\
	if (unlikely(napi_compat_warn && !napi_compat_warned)) {	\
		napi_compat_warned = 1;					\
		pr_warn("WARNING: at %s:%d %s()\n",			\
			__FILE__, __LINE__, __func__);			\
		pr_warn(format);					\
		dump_stack();						\
	}								\
	unlikely(napi_compat_warn);					\
})
#endif

/*
 * 4.15: netdev_WARN_ONCE(dev, format, ...), a WARN_ONCE naming the
 * device.  A macro, its own definition is the test.
 */
#ifndef netdev_WARN_ONCE
#define netdev_WARN_ONCE(dev, format, args...) \
	WARN_ONCE(1, "netdevice: %s: " format, (dev)->name, ##args)
#endif

/*
 * 2.6.34: netdev_printk and netdev_err/warn/info/dbg ("netdevice.h: Add
 * netdev_printk helpers like dev_printk").  Before it, the pr_* helpers
 * (see printk.h) with the interface name as the prefix.
 */
#ifndef NAPI_COMPAT_HAVE_NETDEV_PRINTK
#include <linux/kernel.h>

#define netdev_err(dev, fmt, ...) \
	pr_err("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_warn(dev, fmt, ...) \
	pr_warn("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_notice(dev, fmt, ...) \
	pr_notice("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_info(dev, fmt, ...) \
	pr_info("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#define netdev_dbg(dev, fmt, ...) \
	pr_debug("%s: " fmt, (dev)->name, ##__VA_ARGS__)
#endif

/*
 * 2.6.34: netif_err/warn/notice/info/dbg(priv, type, dev, fmt, ...)
 * ("netdevice.h: Add netif_printk helpers"): netdev_err and friends, only
 * when the driver's message level (priv->msg_enable, read by
 * netif_msg_TYPE(priv), which every kernel has) enables TYPE.  Macros,
 * their own definition is the test.
 */
#ifndef netif_dbg
#define napi_compat_netif_printk(print, priv, type, dev, fmt, ...)	\
	do {								\
		if (netif_msg_##type(priv))				\
			print(dev, fmt, ##__VA_ARGS__);			\
	} while (0)
#define netif_err(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_err, priv, type, dev, fmt, ##__VA_ARGS__)
#define netif_warn(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_warn, priv, type, dev, fmt, ##__VA_ARGS__)
#define netif_notice(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_notice, priv, type, dev, fmt, \
				 ##__VA_ARGS__)
#define netif_info(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_info, priv, type, dev, fmt, ##__VA_ARGS__)
#define netif_dbg(priv, type, dev, fmt, ...) \
	napi_compat_netif_printk(netdev_dbg, priv, type, dev, fmt, ##__VA_ARGS__)
#endif

#endif /* NAPI_COMPAT_NETDEV_PRINTK_H */
