/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/pci.h>.
 */
#ifndef NAPI_COMPAT_LINUX_PCI_H
#define NAPI_COMPAT_LINUX_PCI_H

#include_next <linux/pci.h>
#include <linux/init.h>
#include <compat.h>

#include <napi_compat/pci.h>

#endif /* NAPI_COMPAT_LINUX_PCI_H */
