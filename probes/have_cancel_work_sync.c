// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.22: cancel_work_sync(work) ("implement flush_work()/
 * cancel_work_sync()"): a pending work is dropped, a running one waited
 * for.
 */
#include <linux/workqueue.h>

void napi_compat_probe(struct work_struct *work);
void napi_compat_probe(struct work_struct *work)
{
	cancel_work_sync(work);
}
