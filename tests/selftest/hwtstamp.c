// SPDX-License-Identifier: GPL-2.0
/*
 * napi_compat_selftest: today's ndo_hwtstamp_get and ndo_hwtstamp_set
 * where the kernel hands the time stamping ioctls to ndo_eth_ioctl (5.15
 * to 6.5) or ndo_do_ioctl (3.14 to 5.14), the kernel's field under the
 * library's name for either.  The ioctls are made as the core makes
 * them: the settings in user memory (a page mapped into the process
 * loading the module), that field called with SIOCSHWTSTAMP,
 * SIOCGHWTSTAMP and an MII ioctl for a device whose table is the one
 * below (a device of its own, never registered: the adapter finds the
 * driver's methods through dev->netdev_ops), and what the driver's
 * methods saw and answered is compared on both sides.
 */
#include "selftest.h"

#ifdef NAPI_COMPAT_OPS_HWTSTAMP
#include <linux/mman.h>
#include <linux/mii.h>
#include <linux/net_tstamp.h>
#include <linux/uaccess.h>

#define ST_MII_ANSWER	42

static struct kernel_hwtstamp_config st_ts_now;

static int st_ts_get(struct net_device *dev,
		     struct kernel_hwtstamp_config *cfg)
{
	cfg->flags = st_ts_now.flags;
	cfg->tx_type = st_ts_now.tx_type;
	cfg->rx_filter = st_ts_now.rx_filter;
	return 0;
}

/* takes any PTP filter and stamps every frame, as many NICs do */
static int st_ts_set(struct net_device *dev, struct kernel_hwtstamp_config *cfg,
		     struct netlink_ext_ack *extack)
{
	if (cfg->rx_filter != HWTSTAMP_FILTER_NONE)
		cfg->rx_filter = HWTSTAMP_FILTER_ALL;
	st_ts_now.tx_type = cfg->tx_type;
	st_ts_now.rx_filter = cfg->rx_filter;
	return 0;
}

static int st_eth_ioctl(struct net_device *dev, struct ifreq *ifr, int cmd)
{
	return cmd == SIOCGMIIPHY ? ST_MII_ANSWER : -EOPNOTSUPP;
}

static const struct net_device_ops st_ts_ops = {
	.ndo_eth_ioctl = st_eth_ioctl,
	.ndo_hwtstamp_get = st_ts_get,
	.ndo_hwtstamp_set = st_ts_set,
};

/* the kernel's field under its own name from here on */
#undef ndo_eth_ioctl

void st_hwtstamp(struct st_dev *sd)
{
	const char *name = "ndo_hwtstamp_set/_get answer SIOCSHWTSTAMP/SIOCGHWTSTAMP through ndo_eth_ioctl";
	const struct napi_compat_kernel_net_device_ops *kops =
		(const struct napi_compat_kernel_net_device_ops *)&st_ts_ops;
	struct hwtstamp_config cfg = {
		.tx_type = HWTSTAMP_TX_ON,
		.rx_filter = HWTSTAMP_FILTER_PTP_V2_EVENT,
	};
	struct hwtstamp_config set_back = { 0 }, got = { 0 };
	int set_err, get_err, mii, ok;
	struct net_device *dev;
	struct ifreq ifr;
	unsigned long user;
	char why[200];

	dev = alloc_etherdev(0);
	if (!dev) {
		st_result(0, name, "no device");
		return;
	}
	dev->netdev_ops = &st_ts_ops;
	user = vm_mmap(NULL, 0, PAGE_SIZE, PROT_READ | PROT_WRITE,
		       MAP_ANONYMOUS | MAP_PRIVATE, 0);
	if (IS_ERR_VALUE(user)) {
		snprintf(why, sizeof(why), "no user page: %ld", (long)user);
		st_result(0, name, why);
		free_netdev(dev);
		return;
	}
	memset(&ifr, 0, sizeof(ifr));
	ifr.ifr_data = (void __user *)user;
	set_err = copy_to_user(ifr.ifr_data, &cfg, sizeof(cfg)) ? -EFAULT :
		  kops->napi_compat_kernel_ndo_eth_ioctl(dev, &ifr,
							  SIOCSHWTSTAMP);
	if (copy_from_user(&set_back, ifr.ifr_data, sizeof(set_back)))
		set_err = -EFAULT;
	get_err = clear_user(ifr.ifr_data, sizeof(got)) ? -EFAULT :
		  kops->napi_compat_kernel_ndo_eth_ioctl(dev, &ifr,
							  SIOCGHWTSTAMP);
	if (copy_from_user(&got, ifr.ifr_data, sizeof(got)))
		get_err = -EFAULT;
	mii = kops->napi_compat_kernel_ndo_eth_ioctl(dev, &ifr,
						      SIOCGMIIPHY);
	vm_munmap(user, PAGE_SIZE);
	free_netdev(dev);
	ok = !set_err && !get_err && mii == ST_MII_ANSWER &&
	     st_ts_now.tx_type == HWTSTAMP_TX_ON &&
	     set_back.rx_filter == HWTSTAMP_FILTER_ALL &&
	     got.tx_type == HWTSTAMP_TX_ON && got.rx_filter == HWTSTAMP_FILTER_ALL;
	snprintf(why, sizeof(why),
		 "set %d (driver saw tx %d, user got filter %d), get %d (tx %d, filter %d), MII ioctl %d",
		 set_err, st_ts_now.tx_type, set_back.rx_filter, get_err,
		 got.tx_type, got.rx_filter, mii);
	st_result(ok, name, why);
}
#else
void st_hwtstamp(struct st_dev *sd)
{
	st_skip("ndo_hwtstamp_set/_get answer SIOCSHWTSTAMP/SIOCGHWTSTAMP through ndo_eth_ioctl",
#ifdef NAPI_COMPAT_HAVE_NDO_HWTSTAMP
		"the kernel's core calls them itself (6.6)"
#else
		"not bridged before 3.14"
#endif
		);
}
#endif
