// SPDX-License-Identifier: GPL-2.0
/*
 * 3.4: module_pci_driver() ("PCI: add helper macro for pci_register_driver
 * boilerplate"), the module init and exit that only register a driver.
 */
#include <linux/module.h>
#include <linux/pci.h>

static struct pci_driver napi_compat_probe_driver = {
	.name = "napi_compat_probe",
};

/* without the macro the line below is only an implicit-int warning */
#ifndef module_pci_driver
#error "no module_pci_driver"
#endif
module_pci_driver(napi_compat_probe_driver);
