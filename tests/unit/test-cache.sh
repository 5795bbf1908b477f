#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Sharing one cache, tried for real on a warm cache (tests/check.sh runs it
# after the matrix has filled it):
#   - a second run of deb-6.1 with the Debian kernel trees and the private
#     apt state mounted read-only (as a cache shared with other runners
#     is) passes, and leaves every file there as it was: same inode, same
#     time, same contents;
#   - a second cache made of links into the first (kernels/X, apt, debs
#     and the chroots are symbolic links) builds deb-5.10's modules in its
#     bullseye chroot, which sees what the links point to.
# Prints KTAP.  Needs root (read-only binds in a private mount namespace);
# a row that is not in the cache yet is a SKIP that says so.

set -u
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PROG=cache
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/unittest.sh
. "$TOP/tests/lib/unittest.sh"

WORK=$(mktemp -d)
trap '((KEEP_WORK)) || rm -rf "$WORK"' EXIT

# row_list NAME: kernels.list's line for row NAME, as a list of its own.
row_list() {
	grep -m1 "^$1[[:space:]]" "$TOP/kernels.list" >"$WORK/$1.list"
}

# cache_state: every file of the private apt state and every Debian
# kernel tree's Makefiles (what a run used to rewrite), with inode, time,
# size and checksum, one a line.
cache_state() {
	local f
	{
		find "$NAPI_COMPAT_CACHE/apt" -type f
		for f in "$NAPI_COMPAT_CACHE"/kernels/*/usr/src/linux-headers-*/Makefile; do
			[[ -f $f ]] && echo "$f"
		done
	} | LC_ALL=C sort | while IFS= read -r f; do
		echo "$(stat -c '%i %Y %s' "$f") $(sha256sum <"$f" | cut -c1-16) $f"
	done
}

# cell_line OUT CELL: the top-level result line of CELL in a report.
cell_line() {
	grep -E "^(not )?ok [0-9]+ $2( |$)" "$1"
}

test_readonly_rerun() {
	local title="a second run on a warm cache writes nothing in the kernel trees or the apt state, and passes with both read-only"
	local rc
	if ! compgen -G "$NAPI_COMPAT_CACHE/kernels/6.1.*/usr/src/linux-headers-*/Makefile" >/dev/null; then
		SKIP="deb-6.1 is not in the cache at $NAPI_COMPAT_CACHE yet (run test-matrix.sh -k deb-6.1 first)"
		log_test "$title"
		return
	fi
	row_list deb-6.1
	cache_state >"$WORK/before"
	# shellcheck disable=SC2016 # expanded by the inner shell
	unshare --mount -- bash -c '
		for d in "$1" "$2"; do
			mount --bind "$d" "$d" && mount -o remount,bind,ro "$d" || exit 97
		done
		shift 2
		exec "$@"
	' ro-cache "$NAPI_COMPAT_CACHE/kernels" "$NAPI_COMPAT_CACHE/apt" \
		"$TOP/test-matrix.sh" -f "$WORK/deb-6.1.list" -k deb-6.1 -c vendor \
		-r "$WORK/readonly" >"$WORK/readonly.out" 2>"$WORK/readonly.err"
	rc=$?
	cache_state >"$WORK/after"
	((rc != 97))
	check_err $? "cannot mount the cache read-only in a private namespace"
	echo "# $(cell_line "$WORK/readonly.out" deb-6.1:vendor)"
	[[ $rc == 0 ]] && cell_line "$WORK/readonly.out" deb-6.1:vendor | grep -q '^ok'
	check_err $? "the run failed (exit $rc); the end of its stderr: $(tail -n 4 "$WORK/readonly.err" | tr '\n' ' ')"
	diff "$WORK/before" "$WORK/after" >"$WORK/changed"
	check_err $? "files changed: $(grep -c '^>' "$WORK/changed"), e.g. $(grep -m2 '^>' "$WORK/changed" | tr '\n' ' ')"
	echo "# $(wc -l <"$WORK/before") files checked"
	log_test "$title"
}

test_linked_cache() {
	local title="a cache of links into another builds deb-5.10's modules in its chroot"
	local c=$WORK/linked main=$NAPI_COMPAT_CACHE rc f
	if [[ ! -f $main/chroot/bullseye/.napi-compat-packages ]] ||
		! compgen -G "$main/kernels/5.10.*" >/dev/null; then
		SKIP="deb-5.10 and its bullseye chroot are not in the cache at $main yet (run test-matrix.sh -k deb-5.10 first)"
		log_test "$title"
		return
	fi
	row_list deb-5.10
	mkdir -p "$c/kernels"
	for f in "$main"/kernels/*; do
		ln -s "$f" "$c/kernels/"
	done
	ln -s "$main/apt" "$main/debs" "$main/chroot" "$c/" || return 1
	NAPI_COMPAT_CACHE=$c "$TOP/test-matrix.sh" -f "$WORK/deb-5.10.list" -k deb-5.10 \
		-c vendor -r "$WORK/linked-results" >"$WORK/linked.out" 2>"$WORK/linked.err"
	rc=$?
	echo "# $(cell_line "$WORK/linked.out" deb-5.10:vendor)"
	[[ $rc == 0 ]] && cell_line "$WORK/linked.out" deb-5.10:vendor | grep -q '^ok'
	check_err $? "the run failed (exit $rc); the end of its stderr: $(tail -n 4 "$WORK/linked.err" | tr '\n' ' ')"
	[[ -f $c/build/deb-5.10/src/compat/napi_compat.ko ]]
	check_err $? "no napi_compat.ko was built in the linked cache"
	log_test "$title"
}

echo "KTAP version 1"
echo "1..2"
if ((EUID != 0)); then
	SKIP="needs root (read-only binds in a private mount namespace)"
	log_test "a second run on a warm cache writes nothing in the kernel trees or the apt state"
	SKIP="needs root (the chroot)"
	log_test "a cache of links into another builds deb-5.10's modules in its chroot"
	exit 0
fi
test_readonly_rerun
test_linked_cache
((KEEP_WORK)) && echo "# logs kept in $WORK"
echo "# cache: $FAILED of $N failed"
((FAILED == 0))
