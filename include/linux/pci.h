/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/pci.h>.
 */
#ifndef NAPI_COMPAT_LINUX_PCI_H
#define NAPI_COMPAT_LINUX_PCI_H

#include_next <linux/pci.h>
#include <linux/init.h>
#include <compat.h>

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

#endif /* NAPI_COMPAT_LINUX_PCI_H */
