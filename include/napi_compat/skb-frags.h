/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/skbuff.h>: Socket buffer page fragments.  Included by
 * include/linux/skbuff.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_SKB_FRAGS_H
#define NAPI_COMPAT_SKB_FRAGS_H

#ifndef NAPI_COMPAT_LINUX_SKBUFF_H
#error "napi-compat: include <linux/skbuff.h>, not this file"
#endif

/*
 * 3.2: skb_frag_size() and skb_frag_dma_map() ("net: add APIs for
 * manipulating skb page fragments"), which hid skb_frag_t's fields.
 * Before them a fragment is a plain page, offset and size.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_SIZE
static inline unsigned int napi_compat_skb_frag_size(const skb_frag_t *frag)
{
	return frag->size;
}

#define skb_frag_size(frag) napi_compat_skb_frag_size(frag)
#endif

#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_DMA_MAP
/* 2.6.22's dma_map_page uses page_address without including it */
#include <linux/mm.h>
#include <linux/dma-mapping.h>

static inline dma_addr_t
napi_compat_skb_frag_dma_map(struct device *dev, const skb_frag_t *frag,
			     size_t offset, size_t size,
			     enum dma_data_direction dir)
{
	return dma_map_page(dev, frag->page, frag->page_offset + offset, size,
			    dir);
}

#define skb_frag_dma_map(dev, frag, offset, size, dir) \
	napi_compat_skb_frag_dma_map(dev, frag, offset, size, dir)
#endif

/*
 * 3.2: skb_frag_address(frag) (same change): the kernel address of a
 * fragment's data.  Before it, the page's address plus the offset.
 */
#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_ADDRESS
#include <linux/mm.h>

static inline void *napi_compat_skb_frag_address(const skb_frag_t *frag)
{
	return page_address(frag->page) + frag->page_offset;
}

#define skb_frag_address(frag) napi_compat_skb_frag_address(frag)
#endif

/*
 * 6.5: skb_frag_fill_page_desc(frag, page, off, size): a fragment's page,
 * offset and size in one call, which drivers set one by one before it
 * (skb_frag_off_set(), 5.4).
 */
#ifndef NAPI_COMPAT_HAVE_SKB_FRAG_FILL_PAGE_DESC
#define skb_frag_fill_page_desc(frag, page, off, size) do { \
	skb_frag_t *napi_compat_frag = (frag); \
	__skb_frag_set_page(napi_compat_frag, page); \
	skb_frag_off_set(napi_compat_frag, off); \
	skb_frag_size_set(napi_compat_frag, size); \
} while (0)
#endif

#endif /* NAPI_COMPAT_SKB_FRAGS_H */
