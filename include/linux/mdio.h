/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/mdio.h>.
 *
 * By 6.1 the kernel's header includes <linux/bitfield.h> (5.10's does
 * not), and drivers written since use FIELD_GET() and FIELD_PREP() with
 * no include of their own (e1000e): the header comes with it here on
 * every kernel that has it (probes/have_linux_bitfield_h.c, 4.9).
 */
#ifndef NAPI_COMPAT_LINUX_MDIO_H
#define NAPI_COMPAT_LINUX_MDIO_H

#include_next <linux/mdio.h>
#include <compat.h>
#ifdef NAPI_COMPAT_HAVE_LINUX_BITFIELD_H
#include <linux/bitfield.h>
#endif

#include <napi_compat/mdio.h>

#endif /* NAPI_COMPAT_LINUX_MDIO_H */
