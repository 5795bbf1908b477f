// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.21: pci_is_managed(pdev) ("devres: device resource management"),
 * whether the device was enabled by pcim_enable_device(), so that its
 * regions are released with the driver.  Not bridged: before it there
 * is no managed PCI device at all.
 */
#include <linux/pci.h>

int napi_compat_probe(struct pci_dev *pdev);
int napi_compat_probe(struct pci_dev *pdev)
{
	return pci_is_managed(pdev);
}
