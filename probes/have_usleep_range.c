// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.36: usleep_range() ("timer: Added usleep_range timer").
 */
#include <linux/delay.h>

void napi_compat_probe(void);
void napi_compat_probe(void)
{
	usleep_range(100, 200);
}
