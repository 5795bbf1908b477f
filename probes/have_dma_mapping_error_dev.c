// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.27: dma_mapping_error(dev, addr) takes the device ("dma-mapping:
 * add the device argument to dma_mapping_error()"); before it, only the
 * address.
 */
#include <linux/dma-mapping.h>

int napi_compat_probe(struct device *dev, dma_addr_t addr);
int napi_compat_probe(struct device *dev, dma_addr_t addr)
{
	return dma_mapping_error(dev, addr);
}
