/* SPDX-License-Identifier: GPL-2.0 */
/* napi-compat: what the library module's files share. */
#ifndef NAPI_COMPAT_INTERNAL_H
#define NAPI_COMPAT_INTERNAL_H

int napi_compat_emul_init(void);
void napi_compat_emul_exit(void);
int napi_compat_threads_init(void);
void napi_compat_threads_exit(void);

#endif /* NAPI_COMPAT_INTERNAL_H */
