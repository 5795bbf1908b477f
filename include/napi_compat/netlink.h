/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/netlink.h>: extended acknowledgement messages.
 * Included by include/linux/netlink.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NETLINK_H
#define NAPI_COMPAT_NETLINK_H

#ifndef NAPI_COMPAT_LINUX_NETLINK_H
#error "napi-compat: include <linux/netlink.h>, not this file"
#endif

/*
 * 6.2: NL_SET_ERR_MSG_FMT(extack, fmt, ...) and NL_SET_ERR_MSG_FMT_MOD
 * ("netlink: add support for formatted extack messages"), an error
 * message with values, formatted into a buffer of the ext_ack.  From 4.12
 * the ext_ack carries only a constant string: there the user is told the
 * format as it is (its conversions unfilled) and the kernel log has the
 * message with its values, so that nothing of it is lost.  Macros, their
 * own definition is the test.
 */
#if !defined(NL_SET_ERR_MSG_FMT) && defined(NL_SET_ERR_MSG)
#include <linux/printk.h>

#define NL_SET_ERR_MSG_FMT(extack, fmt, args...) do { \
	struct netlink_ext_ack *napi_compat_extack = (extack); \
	if (!napi_compat_extack) \
		break; \
	pr_warn_ratelimited(fmt "\n", ##args); \
	NL_SET_ERR_MSG(napi_compat_extack, fmt); \
} while (0)
#define NL_SET_ERR_MSG_FMT_MOD(extack, fmt, args...) \
	NL_SET_ERR_MSG_FMT((extack), KBUILD_MODNAME ": " fmt, ##args)
#endif

#endif /* NAPI_COMPAT_NETLINK_H */
