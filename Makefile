# SPDX-License-Identifier: GPL-2.0
#
# napi-compat: build the library module (and, later, the example drivers)
# against one kernel, or run the tests.
#
#   make [KDIR=/path/to/kernel/build]      build against KDIR
#   make check                             unit tests + the kernel matrix
#   make matrix                            the kernel matrix only

KDIR ?= /lib/modules/$(shell uname -r)/build

all: modules

modules:
	$(MAKE) -C $(KDIR) M=$(CURDIR) modules

clean:
	$(MAKE) -C $(KDIR) M=$(CURDIR) clean

check:
	./tests/check.sh

matrix:
	./test-matrix.sh

.PHONY: all modules clean check matrix
