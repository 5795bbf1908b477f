// SPDX-License-Identifier: GPL-2.0
/*
 * 2.6.20: a work function takes its work_struct, and INIT_WORK two
 * arguments ("WorkStruct: Pass the work_struct pointer instead of context
 * data").  Before it INIT_WORK(work, func, data) called func(data).
 */
#include <linux/workqueue.h>

static void probe_work(struct work_struct *work)
{
}

void napi_compat_probe(struct work_struct *work);
void napi_compat_probe(struct work_struct *work)
{
	INIT_WORK(work, probe_work);
}
