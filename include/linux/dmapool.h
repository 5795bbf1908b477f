/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/dmapool.h>.
 */
#ifndef NAPI_COMPAT_LINUX_DMAPOOL_H
#define NAPI_COMPAT_LINUX_DMAPOOL_H

#include <linux/device.h>	/* before 4.x the header assumes it */
#include_next <linux/dmapool.h>
#include <compat.h>

#include <napi_compat/dmapool.h>

#endif /* NAPI_COMPAT_LINUX_DMAPOOL_H */
