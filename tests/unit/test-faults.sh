#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Faults of the harness itself, made for real: test-matrix.sh is run on a
# temporary kernels.list with the fault cells (tests/cells/fault-*.steps,
# booted on deb-6.1), with a package missing from the mirror, and with its
# cache on a full disk.  Each must give a failed cell whose message says
# what happened: never a hang, never a pass.  Prints KTAP.
#
# Needs root (the full disk is a tmpfs in a private mount namespace, so
# nothing stays mounted), QEMU, deb-6.1 in the cache (a first run fetches
# it) and the Debian mirror for one test.  About 90 s warm; the guest-hang
# test waits out -t, NAPI_COMPAT_FAULT_TIMEOUT seconds (default 75, well
# above a boot on a busy 2-core machine).

set -u
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PROG=faults
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/unittest.sh
. "$TOP/tests/lib/unittest.sh"
# shellcheck source=tests/lib/debian.sh
. "$TOP/tests/lib/debian.sh"
# shellcheck source=tests/lib/kernels.sh
. "$TOP/tests/lib/kernels.sh"
# shellcheck source=tests/lib/source.sh
. "$TOP/tests/lib/source.sh"
# shellcheck source=tests/lib/tree.sh
. "$TOP/tests/lib/tree.sh"

T=${NAPI_COMPAT_FAULT_TIMEOUT:-75}
WORK=$(mktemp -d)
trap '((KEEP_WORK)) || rm -rf "$WORK"' EXIT

# ktap_line OUT CELL: the top-level result line of CELL in a report.
ktap_line() {
	grep -E "^(not )?ok [0-9]+ $2( |$)" "$1"
}

# cell_seconds DIR: how long the cell ran, whole seconds.
cell_seconds() {
	local s
	s=$(cat "$1/seconds" 2>/dev/null)
	echo "${s%.*}"
}

# leftovers PATTERN: processes whose command line holds PATTERN.
leftovers() {
	pgrep -af -- "$1"
}

# lock_holders: processes that still hold the cache's lock open.
lock_holders() {
	local fd
	for fd in /proc/[0-9]*/fd/*; do
		[[ $(readlink "$fd" 2>/dev/null) == "$NAPI_COMPAT_CACHE/.lock" ]] &&
			echo "${fd%/fd/*}"
	done | sort -u | while read -r p; do
		echo "${p#/proc/} $(tr '\0' ' ' <"$p/cmdline" 2>/dev/null)"
	done
}

ROW=$(grep -m1 '^deb-6\.1[[:space:]]' "$TOP/kernels.list")
printf '%s\n' "$ROW" >"$WORK/deb.list"
SUITES=$(sed -n 's/.*[[:space:]]suite=\([^[:space:]]*\).*/\1/p' <<<"$ROW")

# The boots: one run, two guests at a time, the hang first since it takes
# the longest.  In the background while the tests without QEMU run.
boot_faults() {
	local t0=$SECONDS
	"$TOP/test-matrix.sh" -f "$WORK/deb.list" -k deb-6.1 -j 2 -t "$T" \
		-c fault-hang,fault-peer,fault-panic,fault-insmod,fault-lose,fault-hostloss \
		-r "$WORK/boot" \
		>"$WORK/boot.out" 2>"$WORK/boot.err"
	echo "$? $((SECONDS - t0))" >"$WORK/boot.rc"
}

# A row whose headers metapackage the mirror does not have.
missing_package() {
	sed 's/ meta=[^[:space:]]*/ meta=linux-headers-no-such-package/; s/^deb-6\.1/nopkg/' \
		"$WORK/deb.list" >"$WORK/nopkg.list"
	"$TOP/test-matrix.sh" -f "$WORK/nopkg.list" -c 8139cp,selftest -r "$WORK/nopkg" \
		>"$WORK/nopkg.out" 2>"$WORK/nopkg.err"
	echo $? >"$WORK/nopkg.rc"
}

# full_cache NAME KIB [APTDIR]: deb-6.1's 8139cp cell with the cache on a
# KIB KiB tmpfs, in a private mount namespace.  With APTDIR, the warm
# cache's apt state for the row, it and the downloaded packages (links)
# are put there first.  Stopped after 240 s.
full_cache() {
	local name=$1 kib=$2 seed=${3:-} c=$WORK/$1.cache t0=$SECONDS
	mkdir -p "$c"
	# shellcheck disable=SC2016 # expanded by the inner shell
	unshare --mount -- bash -c '
		c=$1 kib=$2 seed=$3 debs=$4
		shift 4
		mount -t tmpfs -o "size=${kib}k" tmpfs "$c" || exit 1
		if [[ -n $seed ]]; then
			mkdir -p "$c/apt" "$c/debs" &&
				cp -a "$seed" "$c/apt/" &&
				ln -s "$debs"/*.deb "$c/debs/" || exit 1
		fi
		NAPI_COMPAT_CACHE=$c exec timeout -k 10 240 "$@"
	' full-cache "$c" "$kib" "$seed" "$NAPI_COMPAT_CACHE/debs" \
		"$TOP/test-matrix.sh" -f "$WORK/deb.list" -c 8139cp -r "$WORK/$name" \
		>"$WORK/$name.out" 2>"$WORK/$name.err"
	echo "$? $((SECONDS - t0))" >"$WORK/$name.rc"
}

test_boots() {
	local rc secs r line dir=$WORK/boot/deb-6.1
	read -r rc secs <"$WORK/boot.rc"
	echo "# the fault boots: test-matrix.sh exit $rc after ${secs}s"
	[[ $rc == 1 ]] && grep -q '^0 passed, 6 failed, 0 skipped$' "$WORK/boot.out"
	check_err $? "the run should end 0 passed, 6 failed: $(tail -n 1 "$WORK/boot.out")"

	r=$(cat "$dir/fault-hang/result" 2>/dev/null)
	# an idle guest: its one vCPU waits in the idle loop (Debian ships no
	# System.map with its images, so the address is not named)
	[[ $r == "not ok: guest hung in step 1 'sleep 100000', stopped after ${T}s; vCPU 0 halted at ffffffff"* ]]
	check_err $? "result: $r"
	line=$(ktap_line "$WORK/boot.out" deb-6.1:fault-hang)
	echo "# $line"
	[[ $line == "not ok "*" deb-6.1:fault-hang # guest hung in step 1 'sleep 100000', stopped after ${T}s; vCPU 0 "* ]]
	check_err $? "KTAP line: $line"
	log_test "a guest that hangs fails, naming the step it hung in, the timeout and where its vCPUs were"

	r=$(cat "$dir/fault-panic/result" 2>/dev/null)
	[[ $r == "not ok: kernel: ["*"] Kernel panic - not syncing: sysrq triggered crash; the guest stopped in step 2 'write /proc/sysrq-trigger c'" ]]
	check_err $? "result: $r"
	(($(cell_seconds "$dir/fault-panic") < T - 5))
	check_err $? "the panicked guest ran $(cell_seconds "$dir/fault-panic")s: it did not end at the panic"
	line=$(ktap_line "$WORK/boot.out" deb-6.1:fault-panic)
	echo "# $line"
	[[ $line == "not ok "*" # kernel: "*"Kernel panic - not syncing: sysrq triggered crash"* ]]
	check_err $? "KTAP line: $line"
	log_test "a kernel panic fails the cell at once with the panic's text and the step"

	r=$(cat "$dir/fault-insmod/result" 2>/dev/null)
	[[ $r == "not ok: step "[0-9]*" 'insmod 8139too debug=notanumber' failed: init_module 8139too ("[0-9]*" bytes): errno 22" ]]
	check_err $? "result: $r"
	grep -q '^ *ok [0-9]* ifup eth0 192.0.2.2/24 # SKIP an earlier step failed' "$WORK/boot.out"
	check_err $? "the step after the failed !insmod was not skipped"
	grep -q "^# .*8139too: \`notanumber' invalid for parameter \`debug'" "$WORK/boot.out"
	check_err $? "the report does not show the kernel's complaint from the serial log"
	line=$(ktap_line "$WORK/boot.out" deb-6.1:fault-insmod)
	echo "# $line"
	[[ $line == "not ok "*" # step "*" failed: init_module 8139too ("[0-9]*" bytes): errno 22" ]]
	check_err $? "KTAP line: $line"
	log_test "a module that fails to load fails the cell, naming the step, its size and the errno"

	r=$(cat "$dir/fault-peer/result" 2>/dev/null)
	[[ $r == "not ok: the host peer died (exit status 3); the guest was stopped in step "[56]" 'peer "*"'; its log ends: exiting on request" ]]
	check_err $? "result: $r"
	(($(cell_seconds "$dir/fault-peer") < T - 5))
	check_err $? "the guest ran on for $(cell_seconds "$dir/fault-peer")s after the peer died"
	grep -q '^# [0-9.]* exiting on request' "$WORK/boot.out"
	check_err $? "the report does not show the end of peer.log"
	line=$(ktap_line "$WORK/boot.out" deb-6.1:fault-peer)
	echo "# $line"
	[[ $line == "not ok "*" # the host peer died (exit status 3)"* ]]
	check_err $? "KTAP line: $line"
	leftovers "$WORK/boot/" >"$WORK/left"
	[[ ! -s $WORK/left ]]
	check_err $? "processes left behind: $(tr '\n' ';' <"$WORK/left")"
	# the run's own children, QEMU's watcher and drain included, let go
	# of the cache lock with it (the full-cache runs use caches of their
	# own; no other run is expected on this cache meanwhile)
	lock_holders >"$WORK/left"
	[[ ! -s $WORK/left ]]
	check_err $? "still holding $NAPI_COMPAT_CACHE/.lock: $(tr '\n' ';' <"$WORK/left")"
	log_test "a host peer that dies stops the guest at once and fails the cell with its exit status"

	test_counting "$dir"
}

# step_line KTAP TITLE: the guest's result line for the step TITLE.
step_line() {
	grep -m1 -E "^(not )?ok [0-9]+ $2( #|$)" "$1"
}

# The counting cells against what QEMU handed the NIC (issue: a busy host
# loses frames in front of the NIC, which must not fail a driver, while a
# driver that loses frames must fail).
test_counting() {
	local dir=$1 k line lost drops
	k=$dir/fault-lose/ktap
	line=$(step_line "$k" 'stream eth0 3 1000')
	echo "# $line"
	[[ $line =~ ^not\ ok\ [0-9]+\ stream\ eth0\ 3\ 1000\ #\ received\ [0-9]+\ \+\ dropped\ 0\ \+\ stack\ drops\ 0\ !=\ ([0-9]+)\ QEMU\ handed\ the\ NIC\ \(\+\ up\ to\ [0-9]+\ other\ frames\ and\ [0-9]+\ earlier\ answers\)$ ]] &&
		((BASH_REMATCH[1] > 0))
	check_err $? "the stream of a driver losing every 50th frame did not fail as counted: $line"
	line=$(step_line "$k" 'hostile eth0 runt 500 1000')
	echo "# $line"
	[[ $line =~ \ #\ ([0-9]+)\ frames\ QEMU\ handed\ the\ NIC\ not\ accounted\ for$ ]] &&
		((BASH_REMATCH[1] >= 8 && BASH_REMATCH[1] <= 11))
	check_err $? "the paced runts of a driver losing every 50th frame did not fail, 8 to 11 missing: $line"
	# the control: the kernel's own 8139cp, the same two counts, no loss
	line=$(cat "$dir/fault-lose/result")
	echo "# ${line##*; }"
	[[ $line == "not ok: "*"; control: the kernel's own 8139cp on QEMU's rtl8139 counted every frame of the same steps, once: the model lost none there" ]] &&
		grep -q '^ok [0-9]* stream eth0 3 1000$' "$dir/fault-lose/control/run/ktap" &&
		grep -q '^ok [0-9]* hostile eth0 runt 500 1000$' "$dir/fault-lose/control/run/ktap"
	check_err $? "no control with the kernel's own driver, or it did not count every frame: $line"
	log_test "a driver that loses frames fails the stream and the hostile count; the kernel's own driver, as a control, loses none"

	k=$dir/fault-hostloss/ktap
	line=$(step_line "$k" 'hostile eth0 giant 5000 0')
	echo "# $line"
	[[ $line == "ok "* ]]
	check_err $? "the giant burst failed: $line"
	line=$(grep -m1 -A3 '^# peer: ok hostile sent=5000 ' "$k" | grep -m1 '^# host side: ')
	echo "$line"
	if [[ $line =~ lost\ in\ front\ of\ it\ ([0-9]+)\ \(its\ socket\ dropped\ ([0-9]+),\ 0\ unaccounted\) ]]; then
		lost=${BASH_REMATCH[1]} drops=${BASH_REMATCH[2]}
		((lost > 0 && lost == drops))
		check_err $? "host-side loss $lost is not what the socket dropped ($drops), or none"
	else
		check_err 1 "no host-side figures for the giant burst"
	fi
	line=$(step_line "$k" 'stream eth0 3 250000')
	echo "# $line"
	[[ $line == "not ok "*" # the host lost "*" frames in front of the NIC, over 5%: the measurement is void, in each of 3 tries down to 62500 frames/s" ]]
	check_err $? "a stream far beyond what QEMU reads was not void: $line"
	line=$(step_line "$k" 'hostile eth0 giant 20000 250000')
	echo "# $line"
	[[ $line == "not ok "*" # the host lost "*" frames in front of the NIC, over 5%: the measurement is void, in each of 3 tries down to 62500 frames/s" ]] &&
		(($(grep -cE '^# hostile: the host lost .* measuring again at (125000|62500) frames/s \(try [23] of 3\)$' "$k") == 2))
	check_err $? "paced giants far beyond what QEMU reads were not void, measured three times: $line"
	log_test "frames lost in front of the NIC are host-side loss, exactly the socket's drops; beyond 5% void"
}

test_missing_package() {
	local line c
	[[ $(cat "$WORK/nopkg.rc") == 1 ]]
	check_err $? "test-matrix.sh exit $(cat "$WORK/nopkg.rc")"
	for c in 8139cp selftest; do
		line=$(ktap_line "$WORK/nopkg.out" "nopkg:$c")
		echo "# $line"
		[[ $line == "not ok "*" nopkg:$c # kernel or build not ready: package linux-headers-no-such-package is not in suite(s) $SUITES" ]]
		check_err $? "$c does not fail with the missing package named"
	done
	if ((RET)) && grep -qE 'Could not resolve|Could not connect|Temporary failure|Unable to connect' \
		"$NAPI_COMPAT_CACHE"/apt/*/update.log 2>/dev/null; then
		RET=0
		SKIP="the Debian mirror cannot be reached"
	fi
	log_test "a package missing from the mirror fails each of the row's cells with its name"
}

# check_full NAME PATTERN TITLE: the full-cache run NAME failed fast, its
# cell's line matching PATTERN, nothing left mounted or running.
check_full() {
	local name=$1 pattern=$2 title=$3 rc secs line re c=$WORK/$1.cache
	read -r rc secs <"$WORK/$name.rc"
	echo "# $name: test-matrix.sh exit $rc after ${secs}s"
	((rc != 124 && rc != 137))
	check_err $? "it hung: stopped after 240 s; the end of its stderr: $(tail -n 3 "$WORK/$name.err" | tr '\n' ' ')"
	[[ $rc == 1 ]]
	check_err $? "exit $rc, not 1 (failed)"
	line=$(ktap_line "$WORK/$name.out" deb-6.1:8139cp)
	echo "# $line"
	re="^not ok 1 deb-6\.1:8139cp # kernel or build not ready: the cache at $c is out of space $pattern"
	[[ $line =~ $re ]]
	check_err $? "the line does not say the cache at $c is out of space"
	((secs < 60))
	check_err $? "it took ${secs}s to notice"
	! grep -q " $c " /proc/mounts
	check_err $? "the tmpfs is still mounted"
	leftovers "$c" >"$WORK/left"
	[[ ! -s $WORK/left ]]
	check_err $? "processes left behind: $(tr '\n' ';' <"$WORK/left")"
	if ((RET)) && [[ $name == full-apt ]] &&
		grep -qE 'Could not resolve|Could not connect|Temporary failure|Unable to connect' \
			"$c"/apt/*/update.log "$WORK/$name.err" 2>/dev/null; then
		RET=0
		SKIP="the Debian mirror cannot be reached"
	fi
	log_test "$title"
}

# A driver calling a function that neither the kernel nor the library
# declares fails at build time on an old kernel, naming the function,
# where 2.6.22's own build only warns and its modpost too, so the module
# would fail only at insmod.  The same module without the call builds.
test_unbridged_name() {
	local row root d=$WORK/unbridged variant
	CELLS_DIR=$TOP/tests/cells
	kernels_parse "$TOP/kernels.list" 2>/dev/null && row=$(kernels_index old-2.6.22)
	root=${row:+$(tree_root "$row")}
	if [[ -z $row || ! -f $root/.built ]]; then
		SKIP="old-2.6.22 is not built here (its source was not supplied)"
		log_test "a function nobody declares fails the build on 2.6.22, named"
		SKIP="old-2.6.22 is not built here (its source was not supplied)"
		log_test "a symbol nobody exports fails the build on 2.6.22, named"
		return
	fi
	for variant in with without unexported; do
		mkdir -p "$d/$variant"
		{
			echo '// SPDX-License-Identifier: GPL-2.0'
			echo '#include <linux/module.h>'
			echo 'static int __init unbr_init(void)'
			echo '{'
			[[ $variant == with ]] && echo '	return vendor_helper_nobody_has(1);'
			[[ $variant == without ]] && echo '	return 0;'
			# declared, so it compiles; 2.6.22's modpost only warns
			[[ $variant == unexported ]] &&
				echo '	extern int vendor_helper_nobody_exports(int);' &&
				echo '	return vendor_helper_nobody_exports(1);'
			echo '}'
			echo 'module_init(unbr_init);'
			echo 'MODULE_LICENSE("GPL");'
		} >"$d/$variant/unbr.c"
		# shellcheck disable=SC2016 # $(NAPI_COMPAT) is for make
		printf '%s\n' 'obj-m := unbr.o' 'include $(NAPI_COMPAT)/compat.mk' >"$d/$variant/Kbuild"
		make -C "$root/linux" M="$d/$variant" NAPI_COMPAT="$TOP" \
			NAPI_COMPAT_OUT="$d/probes" ARCH="$(tree_arch "$row")" \
			CC="$(tree_cc "$row")" modules >"$d/$variant.log" 2>&1
		echo $? >"$d/$variant.rc"
	done
	[[ $(cat "$d/without.rc") == 0 && -f $d/without/unbr.ko ]]
	check_err $? "the module without the call did not build: $(tail -n 3 "$d/without.log")"
	[[ $(cat "$d/with.rc") != 0 && ! -f $d/with/unbr.ko ]]
	check_err $? "the module calling vendor_helper_nobody_has built"
	grep -q "error: implicit declaration of function .vendor_helper_nobody_has." "$d/with.log"
	check_err $? "no error naming the function: $(grep -m1 'vendor_helper_nobody_has' "$d/with.log")"
	echo "# $(grep -m1 'implicit declaration' "$d/with.log" | sed "s,^$d/,,")"
	log_test "a function nobody declares fails the build on 2.6.22, named"

	[[ $(cat "$d/unexported.rc") != 0 ]]
	check_err $? "the module calling vendor_helper_nobody_exports built"
	grep -q "^napi-compat: ERROR: unbr.o uses 'vendor_helper_nobody_exports', which neither this kernel nor napi_compat.ko exports: the library does not bridge it" "$d/unexported.log"
	check_err $? "no error naming the symbol: $(grep -m1 'nobody_exports' "$d/unexported.log")"
	echo "# $(grep -m1 "^napi-compat: ERROR" "$d/unexported.log")"
	log_test "a symbol nobody exports fails the build on 2.6.22, named"
}

echo "KTAP version 1"
echo "1..11"
test_unbridged_name
if ((EUID != 0)); then
	for t in "a guest that hangs" "a kernel panic" "a module that fails to load" \
		"a host peer that dies" "a driver that loses frames" \
		"frames lost in front of the NIC" "a package missing from the mirror" \
		"a full cache disk, apt-get" "a full cache disk, dpkg-deb"; do
		SKIP="needs root (a tmpfs in a private mount namespace)"
		log_test "$t"
	done
	exit 0
fi

missing_package
boot_faults &
BOOT_PID=$!
# an empty cache on 2 MiB: apt-get update fills it and would wait forever
full_cache full-apt 2048
wait "$BOOT_PID"
# the warm apt state and packages, and 3 MiB more: unpacking fills it.
# Only now: on a cold cache the boots above are what download deb-6.1's
# packages, and a seed taken before they are all there would make this
# run download one and fill the disk then, not while unpacking.
APT_SEED=$(apt_dir "$SUITES")
full_cache full-unpack "$(($(du -sk "$APT_SEED" | cut -f1) + 3072))" "$APT_SEED"

test_boots
test_missing_package
# apt either stalls on the full disk until the watcher stops it, or fails
# by itself with ENOSPC first; which comes first is a race, both are right
check_full full-apt '\(0 KiB free\): (stopped apt-get|.*No space left on device)' \
	"a cache disk that fills under apt-get update stops it and fails the row, saying the disk is full"
check_full full-unpack '.*No space left on device|.*stopped apt-get' \
	"a cache disk that fills while a kernel is unpacked fails the row, saying the disk is full"
((KEEP_WORK)) && echo "# logs kept in $WORK"
echo "# faults: $FAILED of $N failed"
((FAILED == 0))
