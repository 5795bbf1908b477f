// SPDX-License-Identifier: GPL-2.0
/*
 * 4.6: devm_add_action_or_reset() ("devm: Add devm_add_action_or_reset"),
 * an action run when the driver detaches, or at once if it cannot be
 * added.  Not bridged: what some shims release their resources with.
 */
#include <linux/device.h>

static void act(void *data)
{
}

int napi_compat_probe(struct device *dev);
int napi_compat_probe(struct device *dev)
{
	return devm_add_action_or_reset(dev, act, dev);
}
