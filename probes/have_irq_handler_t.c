// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.19: irq_handler_t, an interrupt handler of two arguments ("IRQ:
 * Maintain regs pointer globally rather than passing to IRQ handlers").
 * Before it handlers took a third, struct pt_regs *.
 */
#include <linux/interrupt.h>

static irqreturn_t probe_handler(int irq, void *dev_id)
{
	return IRQ_NONE;
}

int napi_compat_probe(unsigned int irq, void *dev);
int napi_compat_probe(unsigned int irq, void *dev)
{
	return request_irq(irq, probe_handler, IRQF_SHARED, "probe", dev);
}
