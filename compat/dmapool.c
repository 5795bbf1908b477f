// SPDX-License-Identifier: GPL-2.0
/*
 * napi-compat: dma_pool_zalloc() before 4.3 (include/napi_compat/dmapool.h).
 * The size of each pool created through the library, so that a block of
 * it can be cleared: the kernel's struct dma_pool keeps it private.
 */
#include <linux/dmapool.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#ifndef NAPI_COMPAT_HAVE_DMA_POOL_ZALLOC
struct napi_compat_pool_size {
	struct list_head node;
	struct dma_pool *pool;
	size_t size;
};

static LIST_HEAD(napi_compat_pools);
static DEFINE_SPINLOCK(napi_compat_pools_lock);

/* the record of POOL, with the lock held; NULL if none */
static struct napi_compat_pool_size *
napi_compat_pool_find(struct dma_pool *pool)
{
	struct napi_compat_pool_size *p;

	list_for_each_entry(p, &napi_compat_pools, node)
		if (p->pool == pool)
			return p;
	return NULL;
}

struct dma_pool *napi_compat_dma_pool_create(const char *name,
					     struct device *dev, size_t size,
					     size_t align, size_t boundary)
{
	struct napi_compat_pool_size *p;
	struct dma_pool *pool;

	p = kmalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return NULL;
	/* the parentheses call the kernel's function, not the macro */
	pool = (dma_pool_create)(name, dev, size, align, boundary);
	if (!pool) {
		kfree(p);
		return NULL;
	}
	p->pool = pool;
	p->size = size;
	spin_lock(&napi_compat_pools_lock);
	list_add(&p->node, &napi_compat_pools);
	spin_unlock(&napi_compat_pools_lock);
	return pool;
}
EXPORT_SYMBOL_GPL(napi_compat_dma_pool_create);

void napi_compat_dma_pool_destroy(struct dma_pool *pool)
{
	struct napi_compat_pool_size *p;

	if (!pool)
		return;
	spin_lock(&napi_compat_pools_lock);
	p = napi_compat_pool_find(pool);
	if (p)
		list_del(&p->node);
	spin_unlock(&napi_compat_pools_lock);
	kfree(p);
	(dma_pool_destroy)(pool);
}
EXPORT_SYMBOL_GPL(napi_compat_dma_pool_destroy);

void *napi_compat_dma_pool_zalloc(struct dma_pool *pool, gfp_t flags,
				  dma_addr_t *handle)
{
	struct napi_compat_pool_size *p;
	size_t size = 0;
	void *block;

	spin_lock(&napi_compat_pools_lock);
	p = napi_compat_pool_find(pool);
	if (p)
		size = p->size;
	spin_unlock(&napi_compat_pools_lock);
	if (!size) {
		pr_err("napi_compat: dma_pool_zalloc on a pool the library did not see created\n");
		WARN_ON(1);
		return NULL;
	}
	block = dma_pool_alloc(pool, flags, handle);
	if (block)
		memset(block, 0, size);
	return block;
}
EXPORT_SYMBOL_GPL(napi_compat_dma_pool_zalloc);
#endif
