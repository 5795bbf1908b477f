# SPDX-License-Identifier: GPL-2.0
#
# napi-compat: build the library and the example drivers against one
# kernel, install them, package them, or run the tests.
#
#   make [KDIR=/path/to/kernel/build]      build against KDIR (kbuild, M=here)
#   make install [INSTALL_MOD_PATH=DIR]    modules_install (into DIR if given)
#   make dist                              napi-compat-$(VERSION).tar.gz
#   make api-table                         docs/api-support.md from the matrix
#   make mainline-drivers [RESULTS=DIR]    docs/mainline-drivers.md from a
#                                          matrix run's sweep cells
#   make sweep-expected [RESULTS=DIR]      tests/sweep/expected.list, the
#                                          drivers the sweep cell holds rows to
#   make check                             unit tests + the kernel matrix
#   make matrix                            the kernel matrix only
#
# The version is kept in one place, the VERSION file.  The kernel build
# reads Kbuild, not this file.

KDIR ?= /lib/modules/$(shell uname -r)/build
VERSION := $(shell cat $(CURDIR)/VERSION)
DIST := napi-compat-$(VERSION)

all: modules

modules:
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules

install: modules
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules_install

clean:
	$(MAKE) -C $(KDIR) M=$(CURDIR) clean

# the files git tracks, as they are in the work tree, under $(DIST)/
dist:
	cd $(CURDIR) && git ls-files -z | \
		tar --null -T - --transform='s,^,$(DIST)/,' -czf $(DIST).tar.gz
	@echo "$(DIST).tar.gz"

api-table:
	./tests/api-table.sh >docs/api-support.md.tmp
	mv docs/api-support.md.tmp docs/api-support.md

# the sweep's results of a matrix run (./test-matrix.sh -c sweep -r DIR)
mainline-drivers:
	./tests/mainline-drivers.sh $(RESULTS) >docs/mainline-drivers.md.tmp
	mv docs/mainline-drivers.md.tmp docs/mainline-drivers.md

sweep-expected:
	./tests/mainline-drivers.sh -e $(RESULTS) >tests/sweep/expected.list.tmp
	mv tests/sweep/expected.list.tmp tests/sweep/expected.list

check:
	./tests/check.sh

matrix:
	./test-matrix.sh

.PHONY: all modules install clean dist api-table mainline-drivers sweep-expected check matrix
