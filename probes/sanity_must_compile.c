// SPDX-License-Identifier: GPL-2.0
/*
 * Probe machinery check: this must compile on every kernel, or the probes
 * are not being built at all (wrong compiler, wrong tree).
 */
#include <linux/kernel.h>

int napi_compat_probe(void);
int napi_compat_probe(void)
{
	return 0;
}
