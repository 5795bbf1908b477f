// SPDX-License-Identifier: GPL-2.0
/*
 * 4.9: <linux/bitfield.h>, FIELD_PREP() and FIELD_GET() on a register
 * field given by its mask ("add basic register-field manipulation
 * macros").  Only whether the header exists: the macros are the
 * kernel's.
 */
#include <linux/bitfield.h>

int napi_compat_probe(unsigned int reg);
int napi_compat_probe(unsigned int reg)
{
	return FIELD_GET(0xf0, reg);
}
