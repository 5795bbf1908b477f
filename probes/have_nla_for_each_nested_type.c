// SPDX-License-Identifier: GPL-2.0
/*
 * 6.9: nla_for_each_nested_type(pos, type, nla, rem) ("netlink: add
 * nla_for_each_nested_type() iterator"), the nested attributes of one
 * type.
 * Bridged from 2.6.22.
 */
#include <net/netlink.h>

int napi_compat_probe(const struct nlattr *nla);
int napi_compat_probe(const struct nlattr *nla)
{
	struct nlattr *pos;
	int rem, n = 0;

	nla_for_each_nested_type(pos, 1, nla, rem)
		n++;
	return n;
}
