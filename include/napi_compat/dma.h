/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/dma-mapping.h>: DMA masks and mapping.  Included by
 * include/linux/dma-mapping.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_DMA_H
#define NAPI_COMPAT_DMA_H

#ifndef NAPI_COMPAT_LINUX_DMA_MAPPING_H
#error "napi-compat: include <linux/dma-mapping.h>, not this file"
#endif

/* 2.6.24: DMA_BIT_MASK(n) ("Add DMA_BIT_MASK macro"). */
#ifndef NAPI_COMPAT_HAVE_DMA_BIT_MASK
#define DMA_BIT_MASK(n) (((n) == 64) ? ~0ULL : ((1ULL << (n)) - 1))
#endif

/*
 * 3.13: dma_set_mask_and_coherent ("DMA-API: provide a helper to set both
 * DMA and coherent DMA masks").  Before it, the two masks one by one;
 * kernels without dma_set_coherent_mask (2.6.34) take the coherent mask
 * from the PCI layer's default, 32 bits, which every device here fits.
 */
#ifndef NAPI_COMPAT_HAVE_DMA_SET_MASK_AND_COHERENT
#define dma_set_mask_and_coherent(dev, mask) dma_set_mask(dev, mask)
#endif

/*
 * 2.6.27: dma_mapping_error(dev, addr) ("dma-mapping: add the device
 * argument to dma_mapping_error()"); before it, the address alone.  The
 * kernel's own headers still use the old form, so both are accepted.
 */
#ifndef NAPI_COMPAT_HAVE_DMA_MAPPING_ERROR_DEV
#define napi_compat_dma_mapping_error_1(addr) ((dma_mapping_error)(addr))
#define napi_compat_dma_mapping_error_2(dev, addr) \
	((void)(dev), (dma_mapping_error)(addr))
#define dma_mapping_error(...) \
	NAPI_COMPAT_PICK(napi_compat_dma_mapping_error_, __VA_ARGS__)(__VA_ARGS__)
#endif

/*
 * 3.19: dma_rmb() and dma_wmb(), the order of the CPU's reads (writes) of
 * memory the device writes (reads), as of descriptor rings.  Before them,
 * the full barriers rmb() and wmb(), which order at least as much.
 * Macros, expanded only where a driver uses them.
 */
#ifndef NAPI_COMPAT_HAVE_DMA_RMB
/* rmb() orders all reads, those of the device's writes among them */
#define dma_rmb() rmb()
/* wmb() orders all writes, those the device reads among them */
#define dma_wmb() wmb()
#endif

#endif /* NAPI_COMPAT_DMA_H */
