#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# symcheck.sh NM OBJTREE NAPI_COMPAT EXTMOD MODULE.o...: fail, naming the
# symbol, when a module built through compat.mk needs a symbol that
# neither the kernel (OBJTREE/Module.symvers, and $KBUILD_EXTRA_SYMBOLS)
# nor napi_compat.ko (the EXPORT_SYMBOLs in NAPI_COMPAT/compat) nor a
# module already built in EXTMOD exports.  Old kernels' modpost only warns
# about such a symbol, and the module then fails at insmod ("Unknown
# symbol"); newer ones fail the build, and this names the cause on all.

set -u
nm=$1 objtree=$2 top=$3 extmod=$4
shift 4

known=$(mktemp)
trap 'rm -f "$known" "$known.u"' EXIT

if [[ ! -f $objtree/Module.symvers ]]; then
	echo "napi-compat: $objtree/Module.symvers is missing: the kernel's exports are unknown, so the modules' symbols cannot be checked" >&2
	exit 1
fi
{
	# CRC NAME MODULE [TYPE [NAMESPACE]], tab-separated, on every kernel
	for f in "$objtree/Module.symvers" ${KBUILD_EXTRA_SYMBOLS:-}; do
		[[ -f $f ]] && cut -f2 "$f"
	done
	# the library's own exports, whichever this kernel needs
	grep -ho 'EXPORT_SYMBOL\(_GPL\)\?([A-Za-z0-9_]*)' "$top"/compat/*.c |
		sed 's/.*(\(.*\))/\1/'
	# what modules of this build already built export (multi-module
	# drivers), and what every module's .mod.c defines
	find "$extmod" -name '*.o' ! -name '*.mod.o' -exec "$nm" --defined-only {} + 2>/dev/null |
		sed -n 's/.* __ksymtab_\([A-Za-z0-9_]*\)$/\1/p'
	echo __this_module
} | sort -u >"$known"

bad=0
for m in "$@"; do
	[[ -f $m ]] || continue
	# weak references ("w") may stay unresolved; modpost agrees
	"$nm" -u "$m" | awk '$1 == "U" { print $2 }' | sort -u >"$known.u"
	while read -r sym; do
		echo "napi-compat: ERROR: ${m##*/} uses '$sym', which neither this kernel nor napi_compat.ko exports: the library does not bridge it, and the module would fail to load (\"Unknown symbol $sym\")" >&2
		bad=1
	done < <(comm -23 "$known.u" "$known")
done
exit $bad
