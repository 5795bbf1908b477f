/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/interrupt.h>.
 */
#ifndef NAPI_COMPAT_LINUX_INTERRUPT_H
#define NAPI_COMPAT_LINUX_INTERRUPT_H

#include_next <linux/interrupt.h>
#include <compat.h>

#include <napi_compat/irq.h>

#endif /* NAPI_COMPAT_LINUX_INTERRUPT_H */
