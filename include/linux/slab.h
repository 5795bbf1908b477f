/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/slab.h>.
 */
#ifndef NAPI_COMPAT_LINUX_SLAB_H
#define NAPI_COMPAT_LINUX_SLAB_H

#include_next <linux/slab.h>
#include <compat.h>

#include <napi_compat/slab.h>

#endif /* NAPI_COMPAT_LINUX_SLAB_H */
