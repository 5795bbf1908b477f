// SPDX-License-Identifier: GPL-2.0
/*
 * Probe machinery check: this must NOT compile.  It passes a pointer of the
 * wrong type, which the probes' -Werror=incompatible-pointer-types turns
 * into an error; if it compiles, every signature probe would lie.
 */
#include <linux/kernel.h>

struct napi_compat_a { int a; };
struct napi_compat_b { int b; };

static int take_a(struct napi_compat_a *a)
{
	return a->a;
}

int napi_compat_probe(struct napi_compat_b *b);
int napi_compat_probe(struct napi_compat_b *b)
{
	return take_a(b);
}
