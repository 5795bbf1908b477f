// SPDX-License-Identifier: GPL-2.0
/*
 * napi-compat: the library's module.  It carries the out-of-line code that
 * kernels without napi_struct need (napi_old.c) and the poll threads of
 * kernels before 4.10 (napi_threads.c); on every kernel it announces which
 * library version the drivers beside it were built with.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/netdevice.h>

#include "napi_compat_internal.h"

static int __init napi_compat_init(void)
{
	int err = napi_compat_emul_init();

	if (err)
		return err;
	err = napi_compat_threads_init();
	if (err) {
		napi_compat_emul_exit();
		return err;
	}
	pr_info("napi_compat: version %s loaded (%s)\n",
	       NAPI_COMPAT_VERSION,
#ifdef NAPI_COMPAT_EMULATED
	       "napi_struct emulated on dev->poll"
#else
	       "the kernel's own napi_struct"
#endif
	       );
	return 0;
}

static void __exit napi_compat_exit(void)
{
	napi_compat_threads_exit();
	napi_compat_emul_exit();
	pr_info("napi_compat: unloaded\n");
}

module_init(napi_compat_init);
module_exit(napi_compat_exit);

MODULE_DESCRIPTION("NAPI compatibility library for out-of-tree NIC drivers");
MODULE_LICENSE("GPL");
MODULE_VERSION(NAPI_COMPAT_VERSION);
