/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/timer.h>: the timer API a current driver
 * uses, on kernels that spell it differently.
 */
#ifndef NAPI_COMPAT_LINUX_TIMER_H
#define NAPI_COMPAT_LINUX_TIMER_H

#include_next <linux/timer.h>
#include <linux/kernel.h>
#include <compat.h>

#include <napi_compat/timer.h>

#endif /* NAPI_COMPAT_LINUX_TIMER_H */
