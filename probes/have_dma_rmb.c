// SPDX-License-Identifier: GPL-2.0
/*
 * 3.19: dma_rmb() and dma_wmb() ("arch: Add lightweight memory barriers
 * dma_rmb() and dma_wmb()"), the order of CPU reads and writes of memory
 * a device reads and writes too, lighter than rmb() and wmb() where the
 * architecture allows.  Bridged from 2.6.18.
 */
#include <linux/dma-mapping.h>

void napi_compat_probe(void);
void napi_compat_probe(void)
{
	dma_rmb();
	dma_wmb();
}
