/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/dma-mapping.h>.
 */
#ifndef NAPI_COMPAT_LINUX_DMA_MAPPING_H
#define NAPI_COMPAT_LINUX_DMA_MAPPING_H

#include_next <linux/dma-mapping.h>
#include <compat.h>

#include <napi_compat/dma.h>

#endif /* NAPI_COMPAT_LINUX_DMA_MAPPING_H */
