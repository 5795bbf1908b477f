/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shims of <linux/interrupt.h>: Interrupt handlers.  Included by
 * include/linux/interrupt.h, after the kernel's header.
 */
#ifndef NAPI_COMPAT_IRQ_H
#define NAPI_COMPAT_IRQ_H

#ifndef NAPI_COMPAT_LINUX_INTERRUPT_H
#error "napi-compat: include <linux/interrupt.h>, not this file"
#endif

/*
 * 2.6.19: interrupt handlers take (irq, dev_id) ("IRQ: Maintain regs
 * pointer globally rather than passing to IRQ handlers").  Before it the
 * core called handler(irq, dev_id, regs).  A handler of today's two
 * arguments is registered in the old type: on x86-64 (and i386's
 * regparm(3)) the third argument travels in a register the handler never
 * reads, so the call is the same.
 */
#ifndef NAPI_COMPAT_HAVE_IRQ_HANDLER_T
#define irq_handler_t typeof(irqreturn_t (*)(int irq, void *dev_id))
#define napi_compat_old_handler_t \
	typeof(irqreturn_t (*)(int irq, void *dev_id, struct pt_regs *regs))

static inline int napi_compat_request_irq(unsigned int irq,
					  irq_handler_t handler,
					  unsigned long flags,
					  const char *name, void *dev_id)
{
	/* through void (*)(void), the one cast -Wcast-function-type allows */
	return request_irq(irq,
			   (napi_compat_old_handler_t)(void (*)(void))handler,
			   flags, name, dev_id);
}

#define request_irq(irq, handler, flags, name, dev_id) \
	napi_compat_request_irq(irq, handler, flags, name, dev_id)
#endif

#endif /* NAPI_COMPAT_IRQ_H */
