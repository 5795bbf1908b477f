/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/dmapool.h>: DMA pools.  Included by
 * include/linux/dmapool.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_DMAPOOL_H
#define NAPI_COMPAT_DMAPOOL_H

#ifndef NAPI_COMPAT_LINUX_DMAPOOL_H
#error "napi-compat: include <linux/dmapool.h>, not this file"
#endif

/*
 * 4.3: dma_pool_zalloc(pool, flags, handle), a zeroed block.  Before it
 * dma_pool_alloc() ignores __GFP_ZERO and the pool's block size is
 * private to mm/dmapool.c, so the library records each pool's size when
 * the driver creates it (compat/dmapool.c, in napi_compat.ko) and clears
 * the block itself.  A pool the library did not see created (one made
 * by dmam_pool_create(), or by code built without the library) gets no
 * block: a warning, and NULL, as for an allocation that failed.
 */
#ifndef NAPI_COMPAT_HAVE_DMA_POOL_ZALLOC
struct dma_pool *napi_compat_dma_pool_create(const char *name,
					     struct device *dev, size_t size,
					     size_t align, size_t boundary);
void napi_compat_dma_pool_destroy(struct dma_pool *pool);
void *napi_compat_dma_pool_zalloc(struct dma_pool *pool, gfp_t flags,
				  dma_addr_t *handle);

#define dma_pool_create(name, dev, size, align, boundary) \
	napi_compat_dma_pool_create(name, dev, size, align, boundary)
#define dma_pool_destroy(pool) napi_compat_dma_pool_destroy(pool)
#define dma_pool_zalloc(pool, flags, handle) \
	napi_compat_dma_pool_zalloc(pool, flags, handle)
#endif

#endif /* NAPI_COMPAT_DMAPOOL_H */
