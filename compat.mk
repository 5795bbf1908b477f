# SPDX-License-Identifier: GPL-2.0
#
# napi-compat Kbuild glue.  A driver adopts the library with one line in
# its Kbuild (or kbuild part of its Makefile):
#
#	include $(NAPI_COMPAT)/compat.mk
#
# with NAPI_COMPAT pointing at this directory.  While kbuild reads the
# driver's Kbuild, the probes run once per kernel (cached), and every file
# of the driver is compiled with our shadow headers ahead of the kernel's
# and compat.h force-included.  The driver's source needs no #include of
# ours and no version checks.

NAPI_COMPAT ?= $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))

ifneq ($(KERNELRELEASE),)
ifeq ($(NAPI_COMPAT_READY),)

# Per-kernel probe results; kept in the module's own build directory.
NAPI_COMPAT_OUT ?= $(KBUILD_EXTMOD)/.napi-compat/$(KERNELRELEASE)

# NAPI_COMPAT_PROBES=each (in the environment or on make's command line)
# compiles every probe alone, the slow way the combined pass is checked by.
napi_compat_probe := $(shell NAPI_COMPAT_PROBES='$(NAPI_COMPAT_PROBES)' \
	$(NAPI_COMPAT)/probes/probe.sh \
	"$(abspath $(objtree))" "$(NAPI_COMPAT_OUT)" "$(CC)")

ifneq ($(firstword $(napi_compat_probe)),ok)
$(error napi-compat: $(if $(napi_compat_probe),$(wordlist 2,999,$(napi_compat_probe)),the probes did not run ($(NAPI_COMPAT)/probes/probe.sh)))
endif
ifneq ($(filter probed,$(napi_compat_probe)),)
$(info napi-compat: $(wordlist 2,999,$(napi_compat_probe)))
endif

# 2.6.18 and older: dev->ethtool_ops is not a pointer to const, so
# "dev->ethtool_ops = &ops" with today's const table drops the qualifier.
# Only there that one warning is off (probes/have_const_ethtool_ops.c).
ifeq ($(shell grep -c '^\#define NAPI_COMPAT_HAVE_CONST_ETHTOOL_OPS ' \
	$(NAPI_COMPAT_OUT)/napi_compat_config.h),0)
NOSTDINC_FLAGS += -Wno-discarded-qualifiers
endif

# A function neither the kernel nor the library declares is an error on
# every kernel: old kernels' builds only warn about the implicit
# declaration, their modpost only about the undefined symbol that follows,
# and the module would fail no sooner than insmod ("Unknown symbol").
NOSTDINC_FLAGS += -Werror=implicit-function-declaration

# the library's method tables embed the kernel's as an anonymous first
# member, and a pointer to one converts to a pointer to that member (see
# struct net_device_ops in include/napi_compat/netdev-ops.h)
NOSTDINC_FLAGS += -fplan9-extensions

# Several of today's ethtool methods are answered on older kernels through
# one kernel method (get_rx_ring_count and get_rxfh_fields through
# get_rxnfc, see include/napi_compat/ethtool-ops.h), so a table that fills
# them all names that kernel field more than once, always with the same
# adapter.  -Woverride-init (part of W=1's -Wextra) would say so at every
# such table; this one warning is off, whatever the order of the flags.
NOSTDINC_FLAGS += -Wno-override-init

# NOSTDINC_FLAGS come before the kernel's own include paths, so our
# linux/netdevice.h is found first and reaches the real one with
# #include_next.
NOSTDINC_FLAGS += -I$(NAPI_COMPAT)/include -I$(NAPI_COMPAT_OUT) \
	-include $(NAPI_COMPAT)/include/compat.h

export NAPI_COMPAT_READY := 1
endif

# In every directory of the build: once its modules are linked, their
# undefined symbols are checked against what the kernel and the library
# export (probes/symcheck.sh), so that a name the library does not bridge
# fails the build, named, where an old kernel's modpost only warns and
# the module would fail at insmod.  The prerequisites are expanded a
# second time, when obj-m is complete, wherever this file was included.
ifneq ($(filter %/Makefile.build,$(MAKEFILE_LIST)),)
.SECONDEXPANSION:
napi_compat_symcheck := .napi-compat-symcheck
always += $(napi_compat_symcheck)
always-y += $(napi_compat_symcheck)
$(obj)/$(napi_compat_symcheck): $$(filter %.o,$$(obj-m)) FORCE
	$(Q)bash $(NAPI_COMPAT)/probes/symcheck.sh "$(NM)" "$(abspath $(objtree))" \
		"$(NAPI_COMPAT)" "$(KBUILD_EXTMOD)" $(filter %.o,$^)
endif
endif
