#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Style and static checks of the project's kernel C, in KTAP:
#   - checkpatch.pl --no-tree on every kernel C file and header, taken from
#     Debian's linux-source package (the headers packages do not ship it);
#   - sparse (C=2) and W=1 over the library, the drivers and the self-test
#     as built for one Debian kernel of the matrix (default deb-6.12), which
#     must already be prepared (run test-matrix.sh first).
#   - example-drivers/ holds no version check, no LINUX_VERSION_CODE or
#     KERNEL_VERSION and no probe macro: the library alone knows the kernel.
# The accepted checkpatch findings (see below): what our shims define
# with the very construct checkpatch asks drivers to use the shim for.

set -u
set -o pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROG=style
CELLS_DIR=$TOP/tests/cells
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/kernels.sh
. "$TOP/tests/lib/kernels.sh"
# shellcheck source=tests/lib/debian.sh
. "$TOP/tests/lib/debian.sh"
# shellcheck source=tests/lib/build.sh
. "$TOP/tests/lib/build.sh"

KERNEL=${1:-deb-6.12}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# checkpatch_get: the scripts from linux-source-6.12, cached.
checkpatch_get() {
	local dir=$NAPI_COMPAT_CACHE/tools/checkpatch deb ver
	[[ -f $dir/checkpatch.pl ]] && { echo "$dir/checkpatch.pl"; return 0; }
	apt_prepare bookworm-security 0 || return 1
	ver=$(pkg_field bookworm-security linux-source-6.12 Version)
	[[ -n $ver ]] || { msg "no linux-source-6.12 in bookworm-security"; return 1; }
	if ! deb=$(deb_file linux-source-6.12 "$ver"); then
		(cd "$NAPI_COMPAT_CACHE/debs" &&
			apt_private bookworm-security apt-get -q download "linux-source-6.12=$ver") \
			>"$WORK/download.log" 2>&1 || { msg "cannot download linux-source-6.12"; return 1; }
		deb=$(deb_file linux-source-6.12 "$ver") || return 1
	fi
	mkdir -p "$WORK/src" "$dir"
	if ! dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$WORK/src" ./usr/src/linux-source-6.12.tar.xz ||
		! tar -xJf "$WORK/src/usr/src/linux-source-6.12.tar.xz" -C "$WORK/src" \
			--wildcards '*/scripts/checkpatch.pl' '*/scripts/spelling.txt' \
			'*/scripts/const_structs.checkpatch' ||
		! cp "$WORK"/src/linux-source-6.12/scripts/{checkpatch.pl,spelling.txt,const_structs.checkpatch} "$dir/"; then
		msg "cannot unpack checkpatch.pl"
		return 1
	fi
	echo "$dir/checkpatch.pl"
}

kernel_files() {
	(cd "$TOP" && git ls-files -- 'compat/*.[ch]' 'include/*.h' 'probes/*.c' \
		'example-drivers/*.[ch]' 'tests/identity/*.c' 'tests/selftest/*.[ch]')
}

FAILED=0
echo "KTAP version 1"
echo "1..3"

hits=$(cd "$TOP" && git grep -nE 'LINUX_VERSION_CODE|KERNEL_VERSION|NAPI_COMPAT_HAVE|NAPI_COMPAT_EMULATED|^[[:space:]]*#[[:space:]]*if' -- example-drivers/)
if [[ -n $hits ]]; then
	printf '%s\n' "$hits" | sed 's/^/# /'
	echo "not ok 1 example-drivers/ has no version or feature checks"
	FAILED=1
else
	echo "ok 1 example-drivers/ has no version or feature checks ($(cd "$TOP" && git ls-files example-drivers | wc -l) files)"
fi

if cp=$(checkpatch_get); then
	: >"$WORK/cp.out"
	while read -r f; do
		perl "$cp" --no-tree --terse --show-types -f "$TOP/$f" 2>/dev/null |
			grep -v '^total:' >>"$WORK/cp.out"
	done < <(kernel_files)
	# the accepted findings: pr_* defined with printk in napi_compat/printk.h,
	# __maybe_unused defined with the attribute and READ_ONCE/WRITE_ONCE
	# as the volatile accesses they are in napi_compat/compiler.h; and the
	# designator macros of the embedded method tables ("#define m m =
	# adapter, .napi_compat_m", or "#define m old_m = ..." where the
	# kernel's field has the old name), which cannot be parenthesized; and
	# the typedef of the kernel's own netdev_features_t where it lacks one;
	# __counted_by and its kin, annotations that say nothing where the
	# kernel lacks them (so they leave their argument unused, as the
	# kernel's own empty definitions do); and nla_for_each_nested_type,
	# a loop header with its if, which is what the kernel's is
	grep -v "include/napi_compat/printk.h:[0-9]*: WARNING:PRINTK_WITHOUT_KERN_LEVEL\|include/napi_compat/printk.h:[0-9]*: WARNING:PREFER_PR_LEVEL\|include/napi_compat/compiler.h:[0-9]*: WARNING:PREFER_DEFINED_ATTRIBUTE_MACRO\|include/napi_compat/compiler.h:[0-9]*: WARNING:VOLATILE" \
		"$WORK/cp.out" | while IFS= read -r line; do
		if [[ $line =~ ^(.*include/napi_compat/(netdev-ops|ethtool-ops)\.h):([0-9]+):\ ERROR:COMPLEX_MACRO: ]] &&
			sed -n "${BASH_REMATCH[3]}p" "${BASH_REMATCH[1]}" |
			grep -qE '^#define [a-z_0-9]+ [a-z_0-9]+ = napi_compat_[a-z_0-9]+_adapter, \\$'; then
			continue
		fi
		if [[ $line =~ ^(.*include/napi_compat/compiler\.h):([0-9]+):\ WARNING:MACRO_ARG_UNUSED: ]] &&
			sed -n "${BASH_REMATCH[2]}p" "${BASH_REMATCH[1]}" |
			grep -qE '^#define __counted_by(_le|_be)?\(member\)$'; then
			continue
		fi
		if [[ $line =~ ^(.*include/napi_compat/net-netlink\.h):([0-9]+):\ ERROR:COMPLEX_MACRO: ]] &&
			sed -n "${BASH_REMATCH[2]}p" "${BASH_REMATCH[1]}" |
			grep -qE '^#define nla_for_each_nested_type\('; then
			continue
		fi
		if [[ $line =~ ^(.*include/napi_compat/netdev-features\.h):([0-9]+):\ WARNING:NEW_TYPEDEFS: ]] &&
			sed -n "${BASH_REMATCH[2]}p" "${BASH_REMATCH[1]}" |
			grep -qE '^typedef .* netdev_features_t;$'; then
			continue
		fi
		printf '%s\n' "$line"
	done >"$WORK/cp.bad"
	n=$(kernel_files | wc -l)
	if [[ -s $WORK/cp.bad ]]; then
		sed "s,^$TOP/,,; s/^/# /" "$WORK/cp.bad"
		echo "not ok 2 checkpatch --no-tree on $n files"
		FAILED=1
	else
		echo "ok 2 checkpatch --no-tree on $n files"
	fi
else
	echo "not ok 2 checkpatch --no-tree # checkpatch.pl not available"
	FAILED=1
fi

kernels_parse "$TOP/kernels.list" || exit 1
row=$(kernels_index "$KERNEL") || { echo "not ok 3 sparse and W=1 # no kernel $KERNEL"; exit 1; }
state=$(find "$TOP"/results/ -name ".$KERNEL.state" -printf '%T@ %p\n' 2>/dev/null |
	sort -n | tail -n 1 | cut -d' ' -f2-)
src=$(build_dir "$row")/src
sel=$(build_dir "$row")/selftest
if [[ -z $state || ! -d $src || ! -d $sel ]]; then
	echo "not ok 3 sparse and W=1 # $KERNEL was not prepared; run test-matrix.sh -k $KERNEL first"
	exit 1
fi
# shellcheck source=/dev/null
. "$state"
need_tool sparse sparse
# every file of ours through the compiler and sparse again
find "$src/compat" "$src/example-drivers" "$sel" -name '*.o' -delete 2>/dev/null
# the self-test as build_modules builds it, against the library's build
if make -C "$KERNEL_KDIR" M="$src" C=2 W=1 modules >"$WORK/sparse.log" 2>&1 &&
	NAPI_COMPAT=$src NAPI_COMPAT_OUT="$src/.napi-compat/\$(KERNELRELEASE)" \
		KBUILD_EXTRA_SYMBOLS=$src/Module.symvers \
		make -C "$KERNEL_KDIR" M="$sel" C=2 W=1 modules >>"$WORK/sparse.log" 2>&1; then
	grep -E 'warning:|error:' "$WORK/sparse.log" | grep -v '^/.*usr/src/linux-headers' >"$WORK/sparse.bad"
	checked=$(grep -c '  CHECK ' "$WORK/sparse.log")
	if [[ -s $WORK/sparse.bad ]]; then
		sed 's/^/# /' "$WORK/sparse.bad"
		echo "not ok 3 sparse and W=1 on $KERNEL ($checked files)"
		FAILED=1
	else
		echo "ok 3 sparse and W=1 on $KERNEL ($checked files checked, no findings)"
	fi
else
	tail -n 20 "$WORK/sparse.log" | sed 's/^/# /'
	echo "not ok 3 sparse and W=1 on $KERNEL: the build failed"
	FAILED=1
fi
exit $FAILED
