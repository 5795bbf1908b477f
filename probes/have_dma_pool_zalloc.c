// SPDX-License-Identifier: GPL-2.0
/*
 * 4.3: dma_pool_zalloc() ("mm/dmapool.c: add dma_pool_zalloc()"), a block
 * of a DMA pool, zeroed.  Bridged from 2.6.18.
 */
#include <linux/dmapool.h>

void *napi_compat_probe(struct dma_pool *pool, dma_addr_t *handle);
void *napi_compat_probe(struct dma_pool *pool, dma_addr_t *handle)
{
	return dma_pool_zalloc(pool, GFP_KERNEL, handle);
}
