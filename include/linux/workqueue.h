/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/workqueue.h>.
 */
#ifndef NAPI_COMPAT_LINUX_WORKQUEUE_H
#define NAPI_COMPAT_LINUX_WORKQUEUE_H

#include_next <linux/workqueue.h>
#include <compat.h>

#include <napi_compat/workqueue.h>

#endif /* NAPI_COMPAT_LINUX_WORKQUEUE_H */
