// SPDX-License-Identifier: GPL-2.0
/*
 * 3.13: dma_set_mask_and_coherent() ("DMA-API: provide a helper to set
 * both DMA and coherent DMA masks").
 */
#include <linux/dma-mapping.h>

int napi_compat_probe(struct device *dev);
int napi_compat_probe(struct device *dev)
{
	return dma_set_mask_and_coherent(dev, 0xffffffffULL);
}
