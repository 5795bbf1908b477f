/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/slab.h>: Allocation helpers.  Included by
 * include/linux/slab.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_SLAB_H
#define NAPI_COMPAT_SLAB_H

#ifndef NAPI_COMPAT_LINUX_SLAB_H
#error "napi-compat: include <linux/slab.h>, not this file"
#endif

/*
 * 7.0: kmalloc_obj(), kzalloc_obj(), kmalloc_objs(), kzalloc_objs()
 * ("slab: Introduce kmalloc_obj() and family"): the allocation sized by
 * a type or a variable (its first argument) and returning a pointer of
 * that type; the GFP flags are optional, GFP_KERNEL when left out.  An
 * array whose size would overflow is not allocated: NULL, as kcalloc
 * does.  Macros, their own definition is the test.
 */
#ifndef kmalloc_obj
#define napi_compat_gfp_pick(zero, gfp, ...) ((void)(zero), gfp)
#define napi_compat_gfp(...) napi_compat_gfp_pick(0, ##__VA_ARGS__, GFP_KERNEL)

static inline void *napi_compat_alloc_array(size_t n, size_t size, gfp_t gfp)
{
	if (size && n > (~(size_t)0) / size)
		return NULL;
	return kmalloc(n * size, gfp);
}

#define napi_compat_alloc_typed(var_or_type, expr) \
({ \
	__typeof__(var_or_type) *napi_compat_obj = (expr); \
	napi_compat_obj; \
})
#define kmalloc_obj(var_or_type, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kmalloc(sizeof(var_or_type), napi_compat_gfp(__VA_ARGS__)))
#define kzalloc_obj(var_or_type, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kzalloc(sizeof(var_or_type), napi_compat_gfp(__VA_ARGS__)))
#define kmalloc_objs(var_or_type, count, ...) \
	napi_compat_alloc_typed(var_or_type, \
		napi_compat_alloc_array(count, sizeof(var_or_type), \
					napi_compat_gfp(__VA_ARGS__)))
#define kzalloc_objs(var_or_type, count, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kcalloc(count, sizeof(var_or_type), napi_compat_gfp(__VA_ARGS__)))
#endif

#endif /* NAPI_COMPAT_SLAB_H */
