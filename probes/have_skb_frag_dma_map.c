// SPDX-License-Identifier: GPL-2.0
/*
 * 3.2: skb_frag_dma_map() ("net: add APIs for manipulating skb page
 * fragments").
 */
#include <linux/skbuff.h>
#include <linux/dma-mapping.h>

dma_addr_t napi_compat_probe(struct device *dev, const skb_frag_t *frag);
dma_addr_t napi_compat_probe(struct device *dev, const skb_frag_t *frag)
{
	return skb_frag_dma_map(dev, frag, 0, 64, DMA_TO_DEVICE);
}
