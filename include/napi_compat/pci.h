/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/pci.h>: PCI driver registration.  Included by
 * include/linux/pci.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_PCI_H
#define NAPI_COMPAT_PCI_H

#ifndef NAPI_COMPAT_LINUX_PCI_H
#error "napi-compat: include <linux/pci.h>, not this file"
#endif

/*
 * 3.4: module_pci_driver(drv) ("PCI: add helper macro for
 * pci_register_driver boilerplate"): module init and exit that only
 * register and unregister the driver.
 */
#ifndef NAPI_COMPAT_HAVE_MODULE_PCI_DRIVER
#define module_pci_driver(drv) \
static int __init drv##_napi_compat_init(void) \
{ \
	return pci_register_driver(&(drv)); \
} \
module_init(drv##_napi_compat_init); \
static void __exit drv##_napi_compat_exit(void) \
{ \
	pci_unregister_driver(&(drv)); \
} \
module_exit(drv##_napi_compat_exit)
#endif

#endif /* NAPI_COMPAT_PCI_H */
