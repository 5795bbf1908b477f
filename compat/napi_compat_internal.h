/* SPDX-License-Identifier: GPL-2.0 */
/* napi-compat: what the library module's files share. */
#ifndef NAPI_COMPAT_INTERNAL_H
#define NAPI_COMPAT_INTERNAL_H

struct napi_struct;
struct net_device;
struct task_struct;

int napi_compat_emul_init(void);
void napi_compat_emul_exit(void);
int napi_compat_threads_init(void);
void napi_compat_threads_exit(void);

struct task_struct *napi_compat_poll_thread_start(int (*fn)(void *),
						  struct napi_struct *napi,
						  struct net_device *dev,
						  int index);

#endif /* NAPI_COMPAT_INTERNAL_H */
