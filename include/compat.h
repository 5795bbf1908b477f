/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat: the one header a driver may include explicitly.  compat.mk
 * also force-includes it into every file, ahead of any kernel header, so
 * the shadow headers in include/linux/ know what the probes found.
 *
 * It includes no kernel header itself: it runs before the kernel's own
 * forced includes.  The shims are in include/napi_compat/, one file a
 * concern, each included by the shadow (include/linux/) of the kernel
 * header that declares the real thing; include/napi_compat/README maps
 * them.
 */
#ifndef NAPI_COMPAT_H
#define NAPI_COMPAT_H

#include <napi_compat_config.h>

#ifndef NAPI_COMPAT_PROBED
#error "napi-compat: the probe results for this kernel are missing; build through compat.mk"
#endif

/*
 * Argument-count dispatch: NAPI_COMPAT_PICK(f_, a, b, c) is f_3.
 * NAPI_COMPAT_FIRST keeps the count and discards the arguments before it.
 */
#define NAPI_COMPAT_FIRST(x, ...) x
#define NAPI_COMPAT_ARGN(a1, a2, a3, a4, a5, n, ...) \
	NAPI_COMPAT_FIRST(n, a1 a2 a3 a4 a5)
#define NAPI_COMPAT_CAT(a, b) a##b
#define NAPI_COMPAT_XCAT(a, b) NAPI_COMPAT_CAT(a, b)
#define NAPI_COMPAT_PICK(prefix, ...) \
	NAPI_COMPAT_XCAT(prefix, NAPI_COMPAT_ARGN(__VA_ARGS__, 5, 4, 3, 2, 1))

/*
 * How many hidden poll devices the library holds (kernels without
 * napi_struct back every instance after a device's first with one); 0
 * elsewhere.  For tests and diagnostics; exported by napi_compat.ko.
 */
int napi_compat_hidden_devices(void);

#endif /* NAPI_COMPAT_H */
