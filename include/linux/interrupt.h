/* SPDX-License-Identifier: GPL-2.0 */
/*
 * napi-compat shadow of <linux/interrupt.h>.
 */
#ifndef NAPI_COMPAT_LINUX_INTERRUPT_H
#define NAPI_COMPAT_LINUX_INTERRUPT_H

#include_next <linux/interrupt.h>
#include <compat.h>

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

#endif /* NAPI_COMPAT_LINUX_INTERRUPT_H */
