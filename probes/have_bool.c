// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.19: bool, true and false in the kernel ("[PATCH] Create
 * include/linux/types.h bool type": _Bool as bool, and the enum of false
 * and true in linux/stddef.h).
 */
#include <linux/types.h>
#include <linux/stddef.h>

bool napi_compat_probe_flag(void);
bool napi_compat_probe_flag(void)
{
	return true;
}
