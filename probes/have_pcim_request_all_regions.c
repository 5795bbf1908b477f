// SPDX-License-Identifier: GPL-2.0
/*
 * 6.11: pcim_request_all_regions(pdev, name) ("PCI: Add managed
 * pcim_request_all_regions()"), every BAR of the device requested and
 * released with the driver.  Before it a device enabled with
 * pcim_enable_device() has its regions released the same way.
 * Bridged from 2.6.26.
 */
#include <linux/pci.h>

int napi_compat_probe(struct pci_dev *pdev);
int napi_compat_probe(struct pci_dev *pdev)
{
	return pcim_request_all_regions(pdev, "probe");
}
