/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <net/netlink.h>: attribute iterators.  Included by
 * include/net/netlink.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_NET_NETLINK_SHIMS_H
#define NAPI_COMPAT_NET_NETLINK_SHIMS_H

#ifndef NAPI_COMPAT_NET_NETLINK_H
#error "napi-compat: include <net/netlink.h>, not this file"
#endif

/*
 * 6.9: nla_for_each_nested_type(pos, type, nla, rem), the loop over the
 * nested attributes of one type, which drivers wrote as the plain loop
 * and a test of nla_type() before it.
 */
#ifndef NAPI_COMPAT_HAVE_NLA_FOR_EACH_NESTED_TYPE
#define nla_for_each_nested_type(pos, type, nla, rem) \
	nla_for_each_nested(pos, nla, rem) \
		if (nla_type(pos) == (type))
#endif

#endif /* NAPI_COMPAT_NET_NETLINK_SHIMS_H */
