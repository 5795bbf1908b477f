/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/pci.h>: PCI driver registration, device tables,
 * interrupt types and managed regions.  Included by include/linux/pci.h,
 * after the kernel's header.
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

/*
 * PCI_VDEVICE_SUB(vendor, device, subvendor, subdevice), a device table
 * entry matching the subsystem IDs too: in 6.1, not in 5.10.  A macro,
 * its own definition is the test.
 */
#ifndef PCI_VDEVICE_SUB
#define PCI_VDEVICE_SUB(vend, dev, subvend, subdev) \
	.vendor = PCI_VENDOR_ID_##vend, .device = (dev), \
	.subvendor = (subvend), .subdevice = (subdev), 0, 0
#endif

/*
 * 5.5: PCI_STD_NUM_BARS, the six BARs of a type 0 header (pci_regs.h),
 * which drivers counted with their own constants or with
 * PCI_ROM_RESOURCE before.  A macro, its own definition is the test.
 */
#ifndef PCI_STD_NUM_BARS
#define PCI_STD_NUM_BARS 6
#endif

/*
 * 6.8: PCI_IRQ_INTX, the legacy interrupt type of pci_alloc_irq_vectors(),
 * which 4.8 named PCI_IRQ_LEGACY.  Macros, their own definition is the
 * test.
 */
#if !defined(PCI_IRQ_INTX) && defined(PCI_IRQ_LEGACY)
#define PCI_IRQ_INTX PCI_IRQ_LEGACY
#endif

/*
 * 6.11: pcim_request_all_regions(pdev, name), every BAR requested and
 * released when the driver detaches.  Before it, on a device enabled with
 * pcim_enable_device(), pci_request_regions() is managed the same way
 * (the PCI devres of those kernels records the regions and releases
 * them); on another device the library releases them with a device
 * action (4.6), and before 4.6 refuses, named, rather than leak them.
 * Before managed devices (2.6.21) the name is not bridged.
 */
#if !defined(NAPI_COMPAT_HAVE_PCIM_REQUEST_ALL_REGIONS) && \
	!defined(NAPI_COMPAT_HAVE_PCI_IS_MANAGED)
/* 2.6.18: no managed PCI devices (2.6.21) */
#define pcim_request_all_regions \
	napi_compat_pcim_request_all_regions_is_not_bridged_before_2_6_21
#elif !defined(NAPI_COMPAT_HAVE_PCIM_REQUEST_ALL_REGIONS)
#ifdef NAPI_COMPAT_HAVE_DEVM_ADD_ACTION_OR_RESET
static inline void napi_compat_pci_release_regions(void *pdev)
{
	pci_release_regions(pdev);
}
#endif

static inline int napi_compat_pcim_request_all_regions(struct pci_dev *pdev,
						       const char *name)
{
	int err;

	if (pci_is_managed(pdev))
		return pci_request_regions(pdev, name);
#ifdef NAPI_COMPAT_HAVE_DEVM_ADD_ACTION_OR_RESET
	err = pci_request_regions(pdev, name);
	if (err)
		return err;
	return devm_add_action_or_reset(&pdev->dev,
					napi_compat_pci_release_regions, pdev);
#else
	err = -EINVAL;
	dev_err(&pdev->dev,
		"napi-compat: pcim_request_all_regions needs pcim_enable_device() before 4.6\n");
	return err;
#endif
}

#define pcim_request_all_regions(pdev, name) \
	napi_compat_pcim_request_all_regions(pdev, name)
#endif

#endif /* NAPI_COMPAT_PCI_H */
