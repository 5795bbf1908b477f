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
/* the kv forms: kvmalloc() 4.12, kvcalloc() 4.18, where a driver asks */
#define kvmalloc_obj(var_or_type, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kvmalloc(sizeof(var_or_type), napi_compat_gfp(__VA_ARGS__)))
#define kvzalloc_obj(var_or_type, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kvzalloc(sizeof(var_or_type), napi_compat_gfp(__VA_ARGS__)))
#define kvmalloc_objs(var_or_type, count, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kvmalloc_array(count, sizeof(var_or_type), \
			       napi_compat_gfp(__VA_ARGS__)))
#define kvzalloc_objs(var_or_type, count, ...) \
	napi_compat_alloc_typed(var_or_type, \
		kvcalloc(count, sizeof(var_or_type), napi_compat_gfp(__VA_ARGS__)))
#endif

/*
 * 7.0: kmalloc_flex(var_or_type, member, count, [gfp]), kzalloc_flex()
 * and the kv forms (the same series): a structure with count elements of its trailing
 * flexible array member, typed as the structure; NULL where the size
 * would overflow.  The kernel's macros also set the array's __counted_by
 * member where the compiler can (__builtin_counted_by_ref), which most
 * cannot, so drivers set it themselves as well; ours leave it to them.
 * Macros, their own definition is the test.
 */
#ifndef kmalloc_flex
static inline size_t napi_compat_flex_bytes(size_t head, size_t elem,
					    size_t count)
{
	if (elem && count > (~(size_t)0 - head) / elem)
		return 0;
	return head + count * elem;
}


#define napi_compat_flex_gfp_pick(zero, gfp, ...) ((void)(zero), gfp)
#define napi_compat_flex_gfp(...) \
	napi_compat_flex_gfp_pick(0, ##__VA_ARGS__, GFP_KERNEL)
/* a size of 0 is the overflow: nothing is allocated */
#define napi_compat_flex(alloc, var_or_type, fam, count, ...) \
({ \
	size_t napi_compat_flex_size = napi_compat_flex_bytes( \
		offsetof(__typeof__(var_or_type), fam), \
		sizeof(((__typeof__(var_or_type) *)0)->fam[0]), (count)); \
	__typeof__(var_or_type) *napi_compat_flex_obj = \
		napi_compat_flex_size ? \
		alloc(napi_compat_flex_size, \
		      napi_compat_flex_gfp(__VA_ARGS__)) : NULL; \
	napi_compat_flex_obj; \
})
#define kmalloc_flex(var_or_type, fam, count, ...) \
	napi_compat_flex(kmalloc, var_or_type, fam, count, ##__VA_ARGS__)
#define kzalloc_flex(var_or_type, fam, count, ...) \
	napi_compat_flex(kzalloc, var_or_type, fam, count, ##__VA_ARGS__)
/* kvmalloc() and kvzalloc(), 4.12, where a driver asks for these */
#define kvmalloc_flex(var_or_type, fam, count, ...) \
	napi_compat_flex(kvmalloc, var_or_type, fam, count, ##__VA_ARGS__)
#define kvzalloc_flex(var_or_type, fam, count, ...) \
	napi_compat_flex(kvzalloc, var_or_type, fam, count, ##__VA_ARGS__)
#endif

#endif /* NAPI_COMPAT_SLAB_H */
