// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.24: DMA_BIT_MASK(n) ("Add DMA_BIT_MASK macro"), replacing the
 * DMA_nBIT_MASK constants.
 */
#include <linux/dma-mapping.h>

u64 napi_compat_probe(void);
u64 napi_compat_probe(void)
{
	return DMA_BIT_MASK(32);
}
