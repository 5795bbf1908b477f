#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Unit tests of the harness's own logic, without QEMU: kernels.list
# parsing and its error messages, KTAP reading, the cell step expansion,
# the verdict on a cell's logs and the full-cache watcher.  Prints KTAP.

set -u
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PROG=unit
CELLS_DIR=$TOP/tests/cells
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/kernels.sh
. "$TOP/tests/lib/kernels.sh"
# shellcheck source=tests/lib/ktap.sh
. "$TOP/tests/lib/ktap.sh"
# shellcheck source=tests/lib/guest.sh
. "$TOP/tests/lib/guest.sh"
# shellcheck source=tests/lib/space.sh
. "$TOP/tests/lib/space.sh"
# shellcheck source=tests/lib/source.sh
. "$TOP/tests/lib/source.sh"
# shellcheck source=tests/lib/debian.sh
. "$TOP/tests/lib/debian.sh"
# shellcheck source=tests/lib/tree.sh
. "$TOP/tests/lib/tree.sh"
# shellcheck source=tests/lib/identity.sh
. "$TOP/tests/lib/identity.sh"
# shellcheck source=tests/lib/mainline.sh
. "$TOP/tests/lib/mainline.sh"
# shellcheck source=tests/lib/driver.sh
. "$TOP/tests/lib/driver.sh"
# shellcheck source=tests/lib/control.sh
. "$TOP/tests/lib/control.sh"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

RET=0
N=0
FAILED=0

log_test() {
	N=$((N + 1))
	if ((RET == 0)); then
		echo "ok $N $1"
	else
		echo "not ok $N $1"
		FAILED=$((FAILED + 1))
	fi
	RET=0
}

check_err() {
	# check_err STATUS MSG: fail the current test if STATUS is not zero
	if (($1 != 0)); then
		RET=1
		echo "# $2"
	fi
}

# parse_list TEXT: write TEXT as a kernels.list and parse it; the error
# message ends up in $WORK/err.
parse_list() {
	printf '%s\n' "$1" >"$WORK/kernels.list"
	kernels_parse "$WORK/kernels.list" 2>"$WORK/err"
}

# expect_error TEXT PATTERN TITLE [LINE]: the parse fails with a message
# naming the file and LINE (default: any) and matching PATTERN.
expect_error() {
	local text=$1 pattern=$2 title=$3 line=${4:-[0-9]+}
	! parse_list "$text"
	check_err $? "the parse did not fail"
	grep -qE -- "^$WORK/kernels.list:$line: .*$pattern" "$WORK/err"
	check_err $? "message was: $(cat "$WORK/err")"
	log_test "$title"
}

test_kernels_list() {
	local good
	# shellcheck disable=SC2016 # ${VAR} is for the parser to expand
	good='# a comment

deb-6.1   debian suite=bookworm,bookworm-security meta=linux-headers-amd64 run=8139cp   # trailing
old       local  tree=${NAPI_COMPAT_LOCAL}/linux image=arch/x86/boot/bzImage cc="gcc -fno-pie -O2" run=8139cp append="a=b c"'

	parse_list "$good"
	check_err $? "parse failed: $(cat "$WORK/err")"
	[[ ${#K_NAMES[@]} -eq 2 && ${K_NAMES[0]} == deb-6.1 && ${K_KINDS[1]} == local ]]
	check_err $? "rows: ${K_NAMES[*]} / ${K_KINDS[*]}"
	[[ ${K_ATTR[0.suite]} == bookworm,bookworm-security && ${K_ATTR[0.run]} == 8139cp ]]
	check_err $? "debian keys: ${K_ATTR[0.suite]:-} ${K_ATTR[0.run]:-}"
	[[ ${K_LINES[1]} == 4 ]]
	check_err $? "line of row 2 is ${K_LINES[1]}"
	log_test "kernels.list: a good list parses, comments and blank lines skipped"

	[[ ${K_ATTR[1.cc]} == "gcc -fno-pie -O2" && ${K_ATTR[1.append]} == "a=b c" ]]
	check_err $? "quoted values: '${K_ATTR[1.cc]:-}' '${K_ATTR[1.append]:-}'"
	log_test "kernels.list: double quotes keep spaces in a value"

	[[ ${K_ATTR[1.tree]} == "$NAPI_COMPAT_LOCAL/linux" ]]
	check_err $? "tree=${K_ATTR[1.tree]:-}"
	log_test "kernels.list: \${VAR} is replaced from the environment"

	expect_error 'k1 debian suite=sid meta=m run=8139cp
k1 debian suite=sid meta=m run=8139cp' "duplicate kernel name 'k1' \\(first at line 1\\)" \
		"kernels.list: a duplicate name is an error naming both lines" 2
	expect_error 'k1 vmware suite=sid' "unknown kind 'vmware'" \
		"kernels.list: an unknown kind is an error"
	expect_error 'k1 debian suite=sid run=8139cp' "kind debian needs 'meta='" \
		"kernels.list: a missing field is an error"
	expect_error 'k1 local tree=/x image=b cc=gcc run=8139cp bogus=1' "kind local has no key 'bogus'" \
		"kernels.list: an unknown key is an error"
	expect_error 'k1 debian suite=sid meta=m run=8139cp
k2 debian suite="sid meta=m run=8139cp' "unterminated quote" \
		"kernels.list: an unterminated quote is an error on its line" 2
	# shellcheck disable=SC2016 # likewise
	expect_error 'k1 local tree=${NO_SUCH_VARIABLE_SET}/x image=b cc=gcc run=8139cp' \
		"environment variable NO_SUCH_VARIABLE_SET is not set" \
		"kernels.list: an unset variable is an error"
	expect_error 'k1 debian suite=sid meta=m run=8139cp,nosuchcell' "unknown cell 'nosuchcell'" \
		"kernels.list: an unknown cell is an error"
	expect_error 'k1 debian suite=sid meta=m run=8139cp stress=churn,nosuchcell' "unknown cell 'nosuchcell' in stress=" \
		"kernels.list: an unknown stress cell is an error"
	expect_error 'k1 debian suite=sid meta=m run=8139cp timeout=5m' "timeout= wants seconds, not '5m'" \
		"kernels.list: a timeout that is not seconds is an error"
	expect_error 'k1 debian suite=sid meta=m run=8139cp vars="rate=5"' "vars= wants NAME=VALUE" \
		"kernels.list: a malformed vars= word is an error"
	expect_error 'k1' "a row needs NAME KIND" \
		"kernels.list: a lone word is a malformed line"
	expect_error 'k1 debian suite=sid meta meta=m run=8139cp' "'meta' is not KEY=VALUE" \
		"kernels.list: a word without = is an error"
	expect_error 'k/1 debian suite=sid meta=m run=8139cp' "bad kernel name" \
		"kernels.list: a name with a slash is refused"

	! parse_list '# nothing here' && grep -q 'no kernels listed' "$WORK/err"
	check_err $? "empty list accepted: $(cat "$WORK/err")"
	log_test "kernels.list: a list without kernels is an error"

	parse_list 'dbg source suite=bookworm-security package=linux-source-6.12 config=tests/debug-kernel.config mem=1024 run=8139cp'
	check_err $? "parse failed: $(cat "$WORK/err")"
	[[ ${K_KINDS[0]} == source && ${K_ATTR[0.suite]} == bookworm-security &&
		${K_ATTR[0.package]} == linux-source-6.12 && ${K_ATTR[0.config]} == tests/debug-kernel.config ]]
	check_err $? "source row: ${K_KINDS[0]:-} ${K_ATTR[0.suite]:-} ${K_ATTR[0.package]:-} ${K_ATTR[0.config]:-}"
	log_test "kernels.list: a source row parses with its suite, package and config"
	expect_error 'dbg source suite=bookworm-security package=linux-source-6.12 run=8139cp' \
		"kind source needs 'config='" "kernels.list: a source row without config= is an error"
	expect_error 'dbg source suite=bookworm-security config=x.config run=8139cp' \
		"kind source needs 'package='" "kernels.list: a source row without package= is an error"

	kernels_parse "$TOP/kernels.list" 2>"$WORK/err"
	check_err $? "the project's own kernels.list: $(cat "$WORK/err")"
	log_test "kernels.list: the project's own list parses"
}

# The check of a source row's configuration, on a fake tree: one option
# kept, one whose dependencies are not met, one that does not exist.
test_source_config() {
	local tree=$WORK/ktree frag=$WORK/frag.config
	mkdir -p "$tree/drivers/net"
	printf '%s\n' 'config KEPT' '	bool "kept"' '' 'config NEEDS_BAR' '	tristate "needs bar"' \
		'	depends on BAR && PCI' '	help' '	  depends on nothing, this is help' >"$tree/drivers/net/Kconfig"
	printf '%s\n' '# a comment' 'CONFIG_KEPT=y' '# CONFIG_OFF is not set' 'CONFIG_NEEDS_BAR=m' \
		'CONFIG_NONEXISTENT_OPTION=y' >"$frag"
	printf '%s\n' 'CONFIG_KEPT=y' '# CONFIG_NEEDS_BAR is not set' >"$tree/.config"
	source_lint_fragment "$frag" 2>"$WORK/err"
	check_err $? "a good fragment was refused: $(cat "$WORK/err")"
	! source_check_config "$tree" "$frag" 2>"$WORK/err"
	check_err $? "the check passed"
	[[ ${SOURCE_DROPPED[*]} == "CONFIG_NEEDS_BAR CONFIG_NONEXISTENT_OPTION" ]]
	check_err $? "dropped: ${SOURCE_DROPPED[*]}"
	grep -qF "frag.config:4: CONFIG_NEEDS_BAR=m, but Kconfig made it off: its dependencies are not met (depends on BAR && PCI, and" "$WORK/err"
	check_err $? "message: $(cat "$WORK/err")"
	grep -qF "frag.config:5: CONFIG_NONEXISTENT_OPTION=y, but Kconfig made it off: no such option in this kernel" "$WORK/err"
	check_err $? "message: $(cat "$WORK/err")"
	! grep -q 'CONFIG_KEPT\|CONFIG_OFF' "$WORK/err"
	check_err $? "an option Kconfig kept was named: $(cat "$WORK/err")"
	log_test "source: the options Kconfig dropped are named with why, and only they"

	printf '%s\n' 'CONFIG_KEPT=y' 'CONFIG_TYPO y' >"$WORK/typo.config"
	! source_lint_fragment "$WORK/typo.config" 2>"$WORK/err" &&
		grep -qF "typo.config:2: not CONFIG_NAME=VALUE" "$WORK/err"
	check_err $? "a broken line was accepted: $(cat "$WORK/err")"
	log_test "source: a fragment line that is neither an option nor a comment is refused"

	printf '%s\n' '# one comment' 'CONFIG_A=y' '# CONFIG_B is not set' >"$WORK/k1.config"
	printf '%s\n' '# another' '' 'CONFIG_A=y' '# CONFIG_B is not set' '# the end' >"$WORK/k2.config"
	printf '%s\n' '# one comment' 'CONFIG_A=m' '# CONFIG_B is not set' >"$WORK/k3.config"
	[[ $(source_fragment_key "$WORK/k1.config") == "$(source_fragment_key "$WORK/k2.config")" ]]
	check_err $? "a comment edit changed the key"
	[[ $(source_fragment_key "$WORK/k1.config") != "$(source_fragment_key "$WORK/k3.config")" ]]
	check_err $? "an option edit kept the key"
	log_test "source: the cache key follows the fragment's options, not its comments"
}

test_ktap() {
	cat >"$WORK/k" <<-'EOF'
	KTAP version 1
	1..4
	    KTAP version 1
	    1..2
	    ok 1 nested
	    not ok 2 nested failure does not count at the top
	ok 1 first
	not ok 2 second
	ok 3 third # SKIP not here
	ok 4 fourth
	EOF
	[[ $(ktap_plan "$WORK/k") == 4 ]]
	check_err $? "plan: $(ktap_plan "$WORK/k")"
	log_test "ktap: the top-level plan is read, not a nested one"

	[[ $(ktap_count "$WORK/k" total) == 4 && $(ktap_count "$WORK/k" passed) == 2 &&
		$(ktap_count "$WORK/k" failed) == 1 && $(ktap_count "$WORK/k" skipped) == 1 ]]
	check_err $? "counts: $(ktap_count "$WORK/k" total) $(ktap_count "$WORK/k" passed) $(ktap_count "$WORK/k" failed) $(ktap_count "$WORK/k" skipped)"
	log_test "ktap: passed, failed and skipped counted at the top level only"

	[[ -z $(ktap_plan /nonexistent) && $(ktap_count /nonexistent total) == 0 ]]
	check_err $? "a missing file should read as nothing"
	log_test "ktap: a missing log has no plan and no results"
}

# judge DIR RC [PEER-RC]: run judge_cell on a fake cell directory.
judge() {
	BOOT_TIMEOUT=99
	judge_cell "$@"
	cat "$1/result"
}

# fake_cell N KTAP SERIAL [STEPS]: a cell directory with those logs (and
# the steps file the guest ran).
fake_cell() {
	local d=$WORK/cell$1
	mkdir -p "$d"
	printf '%s' "$2" >"$d/ktap.log"
	printf '%s' "$3" >"$d/serial.log"
	: >"$d/qemu.out"
	[[ -z ${4:-} ]] || printf '%s\n' "$4" >"$d/steps"
	echo "$d"
}

test_judge() {
	local d good
	good=$'KTAP version 1\n1..2\nok 1 a\nok 2 b\n# agent: done, 0 of 2 steps failed'

	d=$(fake_cell 1 "$good" "booting")
	[[ $(judge "$d" 0) == ok ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a complete, passing guest run is ok"

	d=$(fake_cell 2 "$good" $'[ 1.0] BUG: unable to handle page fault\n[ 1.1] Oops: 0000')
	[[ $(judge "$d" 0) == "not ok: kernel: "*"BUG: unable to handle"* ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: an oops in the serial log fails the cell with its text"

	d=$(fake_cell 3 $'KTAP version 1\n1..2\nok 1 a' "hang")
	[[ $(judge "$d" 124) == "not ok: guest hung"* ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a timeout is a hung guest"

	d=$(fake_cell 4 $'KTAP version 1\n1..3\nok 1 a\nok 2 b\n# agent: done' "x")
	[[ $(judge "$d" 0) == "not ok: the guest planned 3 steps and reported 2: it stopped in step 3" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: fewer results than planned fails"

	d=$(fake_cell 5 $'KTAP version 1\n1..2\nok 1 a\nnot ok 2 b # why\n# agent: done' "x")
	[[ $(judge "$d" 0) == "not ok: step 2 'b' failed: why" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a failed guest step fails the cell, quoting it and its reason"

	d=$(fake_cell 6 "" "Kernel panic - not syncing: VFS: Unable to mount root fs")
	[[ $(judge "$d" 0) == "not ok: kernel: Kernel panic"* ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a panic fails the cell with its text"

	d=$(fake_cell 9 $'KTAP version 1\n1..1\nok 1 dkms # SKIP not on local rows\n# agent: done' "")
	[[ $(judge "$d" 0) == "skip: not on local rows" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a cell whose every step was skipped is a skip, not a pass"

	d=$(fake_cell 8 "" "")
	[[ $(judge "$d" 0) == "not ok: the kernel printed nothing"* ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: an image that prints nothing and ends did not boot"

	d=$(fake_cell 7 "" "")
	echo "qemu-system-x86_64: could not load kernel" >"$d/qemu.out"
	[[ $(judge "$d" 1) == "not ok: qemu exited with 1: qemu-system-x86_64: could not load kernel"* ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: QEMU failing to start is reported with its message"

	test_judge_where
}

# Where a guest failed or stopped, named from its steps file.
test_judge_where() {
	local d steps
	steps=$'!insmod mii\n!insmod 8139too debug=x\ndmesg-has vnapi: # polls\nsleep 100000\nrmmod 8139too'

	d=$(fake_cell 10 $'KTAP version 1\n1..5\nok 1 insmod mii\nnot ok 2 insmod 8139too debug=x # init_module 8139too: errno 22\nnot ok 3 dmesg-has vnapi: # polls # no line matches\nok 4 sleep 100000\nok 5 rmmod 8139too\n# agent: done' "x" "$steps")
	[[ $(judge "$d" 0) == "not ok: step 2 'insmod 8139too debug=x' failed: init_module 8139too: errno 22; 2 of 5 guest steps failed" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: the first failed step is quoted without its '!', the count of the others after it"

	d=$(fake_cell 11 $'KTAP version 1\n1..5\nok 1 insmod mii\nok 2 insmod 8139too debug=x\nnot ok 3 dmesg-has vnapi: # polls # no line matches\nok 4 sleep 100000\nok 5 rmmod 8139too\n# agent: done' "x" "$steps")
	[[ $(judge "$d" 0) == "not ok: step 3 'dmesg-has vnapi: # polls' failed: no line matches" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a step whose title holds ' # ' is split from its reason by the steps file"

	d=$(fake_cell 12 $'KTAP version 1\n1..5\nok 1 insmod mii\nok 2 insmod 8139too debug=x\nok 3 dmesg-has vnapi: # polls' "booting" "$steps")
	[[ $(judge "$d" 124) == "not ok: guest hung in step 4 'sleep 100000', stopped after 99s; the QEMU monitor did not answer" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a hung guest names the step it hung in"

	d=$(fake_cell 13 "" "[ 1.0] Run /init as init process" "$steps")
	[[ $(judge "$d" 137) == "not ok: guest hung before the agent started, stopped after 99s; the QEMU monitor did not answer" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a guest that hangs before the agent starts says so"

	d=$(fake_cell 14 $'KTAP version 1\n1..5\nok 1 insmod mii' $'[ 2.9] sysrq: Trigger a crash\n[ 2.9] Kernel panic - not syncing: sysrq triggered crash' "$steps")
	[[ $(judge "$d" 0) == "not ok: kernel: [ 2.9] Kernel panic - not syncing: sysrq triggered crash; the guest stopped in step 2 'insmod 8139too debug=x'" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a panic is quoted with the step the guest stopped in"

	d=$(fake_cell 15 $'KTAP version 1\n1..5\nok 1 insmod mii\nok 2 insmod 8139too debug=x\nok 3 dmesg-has vnapi: # polls\nok 4 sleep 100000\nok 5 rmmod 8139too\n# agent: done' "x" "$steps")
	printf '%s\n' "16940.661 command 1 exit" "16940.661 exiting on request" >"$d/peer.log"
	: >"$d/peer.err"
	[[ $(judge "$d" 0 3) == "not ok: the host peer died (exit status 3); the guest was stopped; its log ends: exiting on request" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a peer that ended before the guest fails the cell, even if the guest then passed"

	d=$(fake_cell 16 $'KTAP version 1\n1..5\nok 1 insmod mii' "x" "$steps")
	: >"$d/peer.log"
	echo "peer: sendto: Bad address" >"$d/peer.err"
	[[ $(judge "$d" 143 139) == "not ok: the host peer died (killed by signal 11); the guest was stopped in step 2 'insmod 8139too debug=x'; it printed: peer: sendto: Bad address" ]]
	check_err $? "$(cat "$d/result")"
	log_test "verdict: a peer killed by a signal is named with the signal, its stderr and the guest's step"
}

# The full-cache watcher, with a file system that reads as full: it must
# stop what the watched shell runs and say why; one that has room must
# stop nothing.
test_space() {
	local out t0
	out=$(
		# shellcheck disable=SC2317 # called by the watcher
		space_free_kb() { echo 0; }
		SPACE_GRACE=1
		NAPI_COMPAT_CACHE=$WORK/cache
		t0=$SECONDS
		space_watch_start "$WORK/full"
		sleep 30
		echo "sleep ended with $? after $((SECONDS - t0))s"
		space_watch_stop "$WORK/full"
		space_reason /dev/null "$WORK/full"
	)
	[[ $out == "sleep ended with 143 after "[1-9]"s"$'\n'"the cache at $WORK/cache is out of space (0 KiB free): stopped sleep after 1s on the full disk" ]]
	check_err $? "got: $out"
	log_test "space: a command stuck on a full cache is stopped, and the reason says so"

	out=$(
		# shellcheck disable=SC2317 # likewise
		space_free_kb() { echo 100000; }
		SPACE_GRACE=1
		space_watch_start "$WORK/notfull"
		sleep 2
		echo "sleep ended with $?"
		space_watch_stop "$WORK/notfull"
		[[ -e $WORK/notfull ]] && echo "a note was written"
	)
	[[ $out == "sleep ended with 0" ]]
	check_err $? "got: $out"
	log_test "space: with room on the disk nothing is stopped"

	echo "tar: ./usr/src/x.h: Cannot write: No space left on device" >"$WORK/err"
	out=$(
		# shellcheck disable=SC2317 # likewise
		space_free_kb() { echo 12; }
		NAPI_COMPAT_CACHE=$WORK/cache
		space_reason "$WORK/err" "$WORK/nonote"
	)
	[[ $out == "the cache at $WORK/cache is out of space (12 KiB free): tar: ./usr/src/x.h: Cannot write: No space left on device" ]]
	check_err $? "got: $out"
	log_test "space: a tool's 'No space left on device' on a full cache names the cache"

	echo "ld: final link failed: No space left on device" >"$WORK/err"
	out=$(
		# shellcheck disable=SC2317 # likewise
		space_free_kb() { echo 100000; }
		space_reason "$WORK/err" "$WORK/nonote"
	)
	[[ $out == "a disk is full: ld: final link failed: No space left on device" ]]
	check_err $? "got: $out"
	! space_reason /dev/null "$WORK/nonote" >/dev/null
	check_err $? "a log without the words gave a reason"
	log_test "space: elsewhere, only that a disk is full; without the words, no reason"
}

test_expand_steps() {
	local out
	mkdir -p "$WORK/kmods/kernel/drivers" "$WORK/mods"
	# modules with a .modinfo section naming their dependencies
	for spec in "base:" "mid:base" "top:mid,base"; do
		local name=${spec%%:*} deps=${spec#*:}
		printf 'depends=%s\0name=%s\0' "$deps" "$name" >"$WORK/$name.modinfo"
		objcopy -I binary -O elf64-x86-64 --rename-section .data=.modinfo \
			"$WORK/$name.modinfo" "$WORK/kmods/kernel/drivers/$name.ko" 2>/dev/null ||
			{ RET=1; echo "# objcopy cannot make a test module"; }
	done
	xz "$WORK/kmods/kernel/drivers/base.ko"
	printf '%s\n' '# comment' '!insmod top' 'insmod mid' 'peer echo 1' >"$WORK/cell.steps"
	K_KINDS=(debian)
	KERNEL_MODDIR=$WORK/kmods
	BUILT_MODULES=()
	out=$(expand_steps 0 "$WORK/cell.steps" "$WORK/mods" 2>"$WORK/err")
	check_err $? "expand failed: $(cat "$WORK/err")"
	[[ $out == $'!insmod base\n!insmod mid\n!insmod top\ninsmod mid\npeer echo 1' ]]
	check_err $? "steps were: $(echo "$out" | tr '\n' '|')"
	[[ -f $WORK/mods/base.ko && -f $WORK/mods/mid.ko && -f $WORK/mods/top.ko ]]
	check_err $? "modules copied: $(cd "$WORK/mods" && echo *)"
	log_test "steps: dependencies load first, once, and .ko.xz is unpacked"

	printf '%s\n' 'insmod nosuchmodule' >"$WORK/cell2.steps"
	! expand_steps 0 "$WORK/cell2.steps" "$WORK/mods" >/dev/null 2>"$WORK/err" && grep -q 'module nosuchmodule not found' "$WORK/err"
	check_err $? "a missing module was not reported: $(cat "$WORK/err")"
	log_test "steps: a module that does not exist stops the cell with its name"

	rm -f "$WORK"/mods/*
	printf '%s\n' '@pad mid 9' '@smp 2' 'insmod mid' >"$WORK/cell3.steps"
	expand_steps 0 "$WORK/cell3.steps" "$WORK/mods" >/dev/null 2>"$WORK/err"
	check_err $? "expand failed: $(cat "$WORK/err")"
	[[ $(stat -c %s "$WORK/mods/mid.ko" 2>/dev/null || echo 0) -gt $((9 << 20)) &&
		$(stat -c %s "$WORK/mods/base.ko") -lt 4096 ]]
	check_err $? "sizes: $(cd "$WORK/mods" && stat -c '%n %s' ./*)"
	readelf -S -W "$WORK/mods/mid.ko" | grep -q '\.napi_compat_pad .* 900000 00 *0 '
	check_err $? "no unloaded 9 MiB section: $(readelf -S -W "$WORK/mods/mid.ko" | grep pad)"
	log_test "steps: @pad makes the cell's copy of a module larger by a section the kernel does not load"

	printf '%s\n' '@pad mid many' 'insmod mid' >"$WORK/cell4.steps"
	! expand_steps 0 "$WORK/cell4.steps" "$WORK/mods" >/dev/null 2>"$WORK/err" &&
		grep -q "cell4.steps: unknown or malformed directive '@pad mid many'" "$WORK/err"
	check_err $? "a malformed directive was not reported: $(cat "$WORK/err")"
	log_test "steps: an unknown or malformed @ directive stops the cell with its line"

	K_ATTR=([0.vars]="RATE=100 SECS=3")
	[[ $(step_vars 0 'stream eth0 {SECS:10} {RATE:1000}') == "stream eth0 3 100" &&
		$(step_vars 0 'hostile eth0 giant 500 {HRATE:2000}') == "hostile eth0 giant 500 2000" ]]
	check_err $? "got '$(step_vars 0 'stream eth0 {SECS:10} {RATE:1000}')'"
	K_ATTR=()
	[[ $(step_vars 0 'stream eth0 10 {RATE:1000}') == "stream eth0 10 1000" ]]
	check_err $? "got '$(step_vars 0 'stream eth0 10 {RATE:1000}')'"
	log_test "steps: {NAME:DEFAULT} takes the row's vars= value, or the default"
}

# --driver DIR: a directory that is not a driver adopting the library, a
# NIC QEMU does not model, --nic without --driver: each stops the run
# before anything is built, saying what is wrong.  A cell boots on its
# @nic, the driver cell on --nic, the others on rtl8139.
test_driver_options() {
	local out
	mkdir -p "$WORK/drv-plain" "$WORK/drv-ok"
	echo 'obj-m := x.o' >"$WORK/drv-plain/Kbuild"
	# shellcheck disable=SC2016 # a make variable, written as it is
	printf '%s\n' 'obj-m := x.o' 'include $(NAPI_COMPAT)/compat.mk' >"$WORK/drv-ok/Kbuild"
	! out=$("$TOP/test-matrix.sh" --driver "$WORK/no-such-dir" -l 2>&1) &&
		[[ $out == *"--driver: no directory '$WORK/no-such-dir'"* ]]
	check_err $? "a missing directory: '$out'"
	! out=$("$TOP/test-matrix.sh" --driver "$WORK/drv-plain" -l 2>&1) &&
		[[ $out == *"neither $WORK/drv-plain/Kbuild nor its Makefile includes compat.mk"* ]]
	check_err $? "no compat.mk: '$out'"
	! out=$("$TOP/test-matrix.sh" --nic e1000 -l 2>&1) &&
		[[ $out == *"--nic and --module go with --driver DIR"* ]]
	check_err $? "--nic alone: '$out'"
	"$TOP/test-matrix.sh" --driver "$WORK/drv-ok" -l >/dev/null 2>&1
	check_err $? "a driver directory that includes compat.mk was refused"
	log_test "--driver: a directory that does not adopt the library, or --nic alone, stops the run, named"

	! out=$(nic_check no-such-nic 2>&1) &&
		[[ $out == *"has no PCI NIC model 'no-such-nic'; it has: "*rtl8139* ]]
	check_err $? "an unknown model: '$out'"
	nic_check e1000 2>/dev/null
	check_err $? "e1000 is not a model of this QEMU: $(nic_models | tr '\n' ' ')"
	mkdir -p "$WORK/cells"
	printf '%s\n' '@nic pcnet' '!insmod x' >"$WORK/cells/nicked.steps"
	printf '%s\n' '@build driver' '!insmod x' >"$WORK/cells/drv.steps"
	printf '%s\n' '!insmod x' >"$WORK/cells/plain.steps"
	[[ $(CELLS_DIR=$WORK/cells DRIVER_NIC=tulip cell_nic nicked) == pcnet &&
		$(CELLS_DIR=$WORK/cells DRIVER_NIC=tulip cell_nic drv) == tulip &&
		$(CELLS_DIR=$WORK/cells DRIVER_NIC=tulip cell_nic plain) == rtl8139 ]]
	check_err $? "cell_nic: $(CELLS_DIR=$WORK/cells DRIVER_NIC=tulip cell_nic nicked) $(CELLS_DIR=$WORK/cells DRIVER_NIC=tulip cell_nic drv) $(CELLS_DIR=$WORK/cells DRIVER_NIC=tulip cell_nic plain)"
	log_test "--nic: an unknown model is refused naming the models there are; each cell boots on its own"
}

# A guest that failed before the agent started boots once more, and the
# cell says so; one that failed in a step does not.
test_boot_again() {
	local d=$WORK/again BOOTS=0
	mkdir -p "$d"
	run_cell() {
		BOOTS=$((BOOTS + 1))
		mkdir -p "$3"
		echo "boot $BOOTS" >"$3/serial.log"
		if ((BOOTS == 1)); then
			echo "not ok: guest hung before the agent started, stopped after 300s" >"$3/result"
		else
			echo ok >"$3/result"
		fi
		echo "ok 1 x" >"$3/ktap"
	}
	echo "not ok: guest hung before the agent started, stopped after 300s" >"$d/result"
	echo "boot 0" >"$d/serial.log"
	BOOTS=1
	boot_again 0 x "$d"
	[[ $(cat "$d/result") == ok && $(cat "$d/first-boot/serial.log") == "boot 0" && $BOOTS == 2 ]] &&
		grep -q "^# the first boot failed before the agent started (guest hung before the agent started, stopped after 300s); booted again" "$d/ktap"
	check_err $? "after a boot that failed early: result '$(cat "$d/result")', boots $BOOTS, ktap: $(tail -n 1 "$d/ktap")"
	rm -rf "${d:?}"/*
	echo "not ok: step 3 'stream eth0 10 2000' failed: received 1 + dropped 0 + stack drops 0 != 2 QEMU handed the NIC" >"$d/result"
	boot_again 0 x "$d"
	[[ $BOOTS == 2 && ! -d $d/first-boot ]]
	check_err $? "a cell that failed in a step was booted again"
	unset -f run_cell
	# shellcheck source=tests/lib/guest.sh
	. "$TOP/tests/lib/guest.sh"
	log_test "a guest that fails before the agent starts boots once more, said in its KTAP; a failed step does not"
}

# The control of a failed count: the kernel's own driver for the NIC model
# runs the same counted steps; the verdict says whether it lost frames too,
# and only --allow-model-loss lets a count fail when the control's did.
# The boot is a stand-in here (tests/unit/test-faults.sh boots one).
test_control() {
	local d=$WORK/control-cell out
	mkdir -p "$WORK/cells" "$d"
	printf '%s\n' '@nic i82559er' '!insmod x' 'stream eth0 10 2000' >"$WORK/cells/counted.steps"
	control_ktap() {
		printf '%s\n' 'KTAP version 1' '1..7' 'ok 1 insmod x' \
			'not ok 5 stream eth0 10 2000 # received 19995 + dropped 0 + stack drops 0 != 19999 QEMU handed the NIC (+ up to 0 other frames and 0 earlier answers)' \
			'ok 6 hostile eth0 runt 500 1000' \
			'not ok 7 hostile eth0 giant 500 1000 # 3 frames QEMU handed the NIC not accounted for' >"$d/ktap"
		echo "not ok: step 5 'stream eth0 10 2000' failed" >"$d/result"
	}
	control_ktap
	[[ $(counted_failures "$d/ktap" | paste -sd'|' -) == "stream eth0 10 2000|hostile eth0 giant 500 1000" ]]
	check_err $? "counted failures: $(counted_failures "$d/ktap" | paste -sd'|' -)"

	# stand-ins for the boot: the control loses 2 frames, or none
	find_kernel_module() { echo "/lib/modules/x/$2.ko"; }
	CONTROL_LOSES=1
	run_cell() {
		mkdir -p "$3"
		cp "$CELLS_DIR/control.steps" "$3/steps.seen"
		{
			if ((CONTROL_LOSES)); then
				echo 'not ok 5 stream eth0 10 2000 # received 19997 + dropped 0 + stack drops 0 != 19999 QEMU handed the NIC (+ up to 0 other frames and 0 earlier answers)'
			else
				echo 'ok 5 stream eth0 10 2000'
			fi
			echo 'ok 6 hostile eth0 giant 500 1000'
		} >"$3/ktap"
	}
	CELLS_DIR=$WORK/cells ALLOW_MODEL_LOSS=0 control_check 0 counted "$d"
	out=$(cat "$d/result")
	[[ $out == "not ok: step 5 'stream eth0 10 2000' failed; control: the kernel's own e100 on QEMU's i82559er lost frames in the same count ('stream eth0 10 2000': received 19997 + dropped 0 + stack drops 0 != 19999 QEMU handed the NIC (+ up to 0 other frames and 0 earlier answers)): the NIC model loses frames by itself" ]]
	check_err $? "control lost frames, result: '$out'"
	grep -qxF '!insmod e100' "$d/control/run/steps.seen" && grep -qxF '@nic i82559er' "$d/control/run/steps.seen" &&
		grep -qxF 'hostile eth0 giant 500 1000' "$d/control/run/steps.seen"
	check_err $? "the control's steps: $(tr '\n' '|' <"$d/control/run/steps.seen")"
	control_ktap
	CELLS_DIR=$WORK/cells ALLOW_MODEL_LOSS=1 control_check 0 counted "$d"
	[[ $(cat "$d/result") == ok ]] && grep -q '^# the count failed, and so did the control.s: allowed by --allow-model-loss$' "$d/ktap"
	check_err $? "--allow-model-loss: '$(cat "$d/result")'"
	control_ktap
	CONTROL_LOSES=0
	CELLS_DIR=$WORK/cells ALLOW_MODEL_LOSS=1 control_check 0 counted "$d"
	[[ $(cat "$d/result") == "not ok: "*"control: the kernel's own e100 on QEMU's i82559er counted every frame of the same steps, once: the model lost none there" ]]
	check_err $? "control clean, --allow-model-loss must not pass it: '$(cat "$d/result")'"
	unset -f run_cell find_kernel_module control_ktap
	# shellcheck source=tests/lib/guest.sh
	. "$TOP/tests/lib/guest.sh"
	log_test "a failed count runs a control with the kernel's own driver; only --allow-model-loss passes a count the control failed too"
}

# Two runs on one cache: the second waits for the first's lock and says
# so; a shared holder keeps a writer out but lets another reader in.
test_cache_lock() {
	local c=$WORK/lockcache holder t0
	mkdir -p "$c"
	flock -s "$c/.lock" sleep 3 &
	holder=$!
	sleep 0.5
	t0=$SECONDS
	(NAPI_COMPAT_CACHE=$c PROG=run2 cache_lock x && echo locked) >"$WORK/lock.out" 2>&1
	[[ $(cat "$WORK/lock.out") == $'run2: waiting for another test-matrix run using '"$c"$' to finish\nlocked' ]]
	check_err $? "output: $(tr '\n' '|' <"$WORK/lock.out")"
	((SECONDS - t0 >= 2))
	check_err $? "the exclusive lock was had after $((SECONDS - t0))s, not after the holder ended"
	wait "$holder"
	log_test "lock: a run that would write the cache waits for another run using it, and says so"

	flock -s "$c/.lock" sleep 3 &
	holder=$!
	sleep 0.5
	t0=$SECONDS
	(NAPI_COMPAT_CACHE=$c PROG=run2 cache_lock s && echo locked) >"$WORK/lock.out" 2>&1
	[[ $(cat "$WORK/lock.out") == locked ]] && ((SECONDS - t0 < 2))
	check_err $? "output: $(tr '\n' '|' <"$WORK/lock.out") after $((SECONDS - t0))s"
	wait "$holder"
	log_test "lock: runs that only boot from the cache share it"
}

# A hung guest's vCPUs, from the monitor's register dump and System.map.
test_vcpu_report() {
	local d out
	d=$(fake_cell 16 $'KTAP version 1\n1..2\nok 1 a' "x" $'a\nsleep 100')
	printf '%s\n' "ffffffff81000000 T _text" "ffffffff81a0c8e0 T default_idle" \
		"ffffffff81a0c900 t default_idle_call" "ffffffff81b3c4a0 T native_queued_spin_lock_slowpath" \
		"ffffffff82000000 D _data" >"$WORK/System.map"
	printf '%s\r\n' "(qemu) info registers -a" "" "CPU#0" "RAX=0 RBX=0" \
		"RIP=ffffffff81a0c8ee RFL=00000246 [---Z-P-] CPL=0 II=0 A20=1 SMM=0 HLT=1" \
		"CPU#1" "RIP=ffffffff81b3c4f2 RFL=00000002 [-------] CPL=0 II=0 A20=1 SMM=0 HLT=0" \
		"CPU#2" "EIP=000fd09a EFL=00000002 [-------] CPL=0 II=0 A20=1 SMM=0 HLT=1" >"$d/monitor.log"
	out=$(vcpu_report "$d" "$WORK/System.map")
	[[ $out == "vCPU 0 halted at ffffffff81a0c8ee (default_idle+0xe), vCPU 1 at ffffffff81b3c4f2 (native_queued_spin_lock_slowpath+0x52), vCPU 2 halted at 000fd09a" ]]
	check_err $? "report: $out"
	# the image's map: the System.map at the top of the tree it is in
	KERNEL_IMAGE=$WORK/bzImage
	out=$(judge "$d" 124)
	KERNEL_IMAGE=""
	[[ $out == "not ok: guest hung in step 2 'sleep 100', stopped after 99s; vCPU 0 halted at ffffffff81a0c8ee (default_idle+0xe), vCPU 1 at "* ]]
	check_err $? "result: $out"
	log_test "verdict: a hung guest's result says where each vCPU was, by symbol"

	mkdir -p "$WORK/deb/boot" "$WORK/tree/arch/x86/boot"
	: >"$WORK/deb/boot/System.map-6.1.0-9-amd64"
	: >"$WORK/tree/System.map"
	[[ $(system_map "$WORK/deb/boot/vmlinuz-6.1.0-9-amd64") == "$WORK/deb/boot/System.map-6.1.0-9-amd64" &&
		$(system_map "$WORK/tree/arch/x86/boot/bzImage") == "$WORK/tree/arch/x86/boot/../../../System.map" ]] &&
		! system_map "$WORK/nowhere/bzImage" >/dev/null
	check_err $? "maps: $(system_map "$WORK/deb/boot/vmlinuz-6.1.0-9-amd64") $(system_map "$WORK/tree/arch/x86/boot/bzImage")"
	log_test "verdict: the System.map is found beside a Debian image or at the top of a built tree"
}

# --repeat N: each cell, then CELL.2 .. CELL.N right after it.
test_repeat() {
	local out
	K_ATTR=([0.run]="a,b" [0.stress]="c")
	out=$(CELLS="" STRESS=1 REPEAT=3 row_cells 0 | tr '\n' ' ')
	[[ $out == "a a.2 a.3 b b.2 b.3 c c.2 c.3 " ]]
	check_err $? "cells: $out"
	out=$(CELLS="x" STRESS=0 REPEAT=1 row_cells 0 | tr '\n' ' ')
	[[ $out == "x " ]]
	check_err $? "cells: $out"
	K_ATTR=()
	log_test "repeat: -n N lists every cell N times, runs 2..N as CELL.2..CELL.N"
}

# A package list that apt-get update did not leave is named, by suite.
test_apt_lists() {
	local d out
	NAPI_COMPAT_CACHE=$WORK/aptcache
	d=$(apt_dir "one,two")
	mkdir -p "$d/lists"
	: >"$d/lists/m_debian_dists_one_main_binary-amd64_Packages.lz4"
	out=$(apt_lists_missing "one,two")
	[[ $? == 0 && $out == two ]]
	check_err $? "missing: '$out'"
	: >"$d/lists/m_debian-security_dists_two_main_binary-amd64_Packages.xz"
	out=$(apt_lists_missing "one,two")
	[[ $? == 1 && -z $out ]]
	check_err $? "with both lists, missing: '$out'"
	log_test "apt: a suite whose package list is missing is named (and its lists fetched again)"
}

# Tree rows, on a fake kernel: a git repository and a tarball holding a
# Makefile and arch/, a recipe with one fix.  What is checked: the row's
# parse, the SKIP without a source, rev= checked against both kinds of
# source, the export with the fix applied and the exclusions left out, a
# fix that does not apply leaving nothing behind, the cache key, and a
# built tree used with its source gone.
tree_fake_kernel() {
	local d=$WORK/fakesrc
	rm -rf "$d" "$WORK/src" "$WORK/recipe"
	mkdir -p "$d/arch/x86" "$d/drivers/gpu/big" "$WORK/src" "$WORK/recipe"
	printf 'VERSION = 2\nbroken rule\n' >"$d/Makefile"
	echo big >"$d/drivers/gpu/big/header.h"
	echo "# arch" >"$d/arch/x86/Kconfig"
	git -C "$d" init -q && git -C "$d" add -A &&
		git -C "$d" -c user.name=t -c user.email=t@example.org commit -qm k || return 1
	TREE_REV=$(git -C "$d" rev-parse HEAD)
	mv "$d/.git" "$WORK/src/linux-fake.git"
	tar -C "$WORK" -cJf "$WORK/src/linux-tar.tar.xz" fakesrc
	TREE_SHA=$(sha256sum <"$WORK/src/linux-tar.tar.xz" | cut -d' ' -f1)
	printf '%s\n' '# SPDX-License-Identifier: GPL-2.0' 'CONFIG_A=y' >"$WORK/recipe/config"
	printf '%s\n' 'drivers/gpu/big  # not built' >"$WORK/recipe/exclude"
	printf '%s\n' 'the rule make 4 refuses' '' '--- a/Makefile' '+++ b/Makefile' '@@ -1,2 +1,2 @@' \
		' VERSION = 2' '-broken rule' '+fixed rule' >"$WORK/recipe/01-fix.patch"
}

test_tree_rows() {
	local out root
	NAPI_COMPAT_CACHE=$WORK/treecache NAPI_COMPAT_SRC=$WORK/src
	tree_fake_kernel
	check_err $? "could not make the fake kernel repository"

	parse_list "k tree src=linux-fake.git rev=$TREE_REV origin=example.org/fake recipe=$WORK/recipe arch=x86_64 run=8139cp"
	check_err $? "parse failed: $(cat "$WORK/err")"
	[[ ${K_KINDS[0]} == tree && $(tree_src_path 0) == "$WORK/src/linux-fake.git" && $(tree_arch 0) == x86_64 &&
		$(tree_cc 0) == gcc && $(tree_image 0) == arch/x86/boot/bzImage ]]
	check_err $? "row: ${K_KINDS[0]:-} $(tree_src_path 0) $(tree_arch 0) $(tree_cc 0) $(tree_image 0)"
	log_test "tree: a row parses, src= under NAPI_COMPAT_SRC, default ARCH, CC and image"
	expect_error "k tree src=x rev=1234 recipe=r run=8139cp" "rev= wants a git commit" \
		"tree: a rev= that is neither a commit nor a sha256 is an error"
	expect_error "k tree src=x recipe=r run=8139cp" "kind tree needs 'rev='" \
		"tree: a row without rev= is an error"

	parse_list "k tree src=linux-absent rev=$TREE_REV origin=example.org/fake recipe=$WORK/recipe run=8139cp"
	SKIP_REASON=""
	tree_prepare 0 2>"$WORK/err"
	[[ $? == 2 && $SKIP_REASON == *"$WORK/src/linux-absent not found"* &&
		$SKIP_REASON == *"example.org/fake with commit $TREE_REV"* && $SKIP_REASON == *NAPI_COMPAT_SRC* ]]
	check_err $? "skip reason: '$SKIP_REASON' $(cat "$WORK/err")"
	log_test "tree: without source or built tree the row is a SKIP naming the path, origin, commit and variable"

	parse_list "k tree src=linux-fake.git rev=0123456789012345678901234567890123456789 recipe=$WORK/recipe run=8139cp"
	tree_find_source 0 && ! tree_check_rev 0 2>"$WORK/err" && grep -q "has no commit 0123456789012345678901234567890123456789" "$WORK/err"
	check_err $? "a missing commit was accepted: $(cat "$WORK/err")"
	parse_list "k tree src=linux-tar rev=$(printf '%064d' 0) recipe=$WORK/recipe run=8139cp"
	tree_find_source 0 && [[ $TREE_SRC_KIND == tarball ]] && ! tree_check_rev 0 2>"$WORK/err" &&
		grep -q "has sha256 $TREE_SHA, but rev= of k says 0000" "$WORK/err"
	check_err $? "a wrong tarball was accepted: $(cat "$WORK/err")"
	parse_list "k tree src=linux-tar rev=$TREE_REV recipe=$WORK/recipe run=8139cp"
	tree_find_source 0 && ! tree_check_rev 0 2>"$WORK/err" && grep -q "is a tarball: rev= must be its sha256" "$WORK/err"
	check_err $? "a commit for a tarball was accepted: $(cat "$WORK/err")"
	log_test "tree: rev= is checked: a missing commit, a tarball's other sha256, a commit for a tarball"

	for src in "linux-fake.git rev=$TREE_REV" "linux-tar rev=$TREE_SHA"; do
		parse_list "k tree src=${src% *} ${src#* } recipe=$WORK/recipe run=8139cp"
		rm -rf "$WORK/exp"
		tree_find_source 0 && tree_check_rev 0 && tree_export 0 "$WORK/exp" "$WORK/exp.log" 2>"$WORK/err"
		check_err $? "${src% *}: export failed: $(cat "$WORK/err")"
		[[ $(sed -n 2p "$WORK/exp/Makefile" 2>/dev/null) == "fixed rule" ]]
		check_err $? "${src% *}: the fix was not applied"
		[[ ! -e $WORK/exp/drivers/gpu/big && -d $WORK/exp/arch/x86 ]]
		check_err $? "${src% *}: the exclusion was exported, or arch/ was not"
		grep -q "== patch .*01-fix.patch: the rule make 4 refuses" "$WORK/exp.log"
		check_err $? "${src% *}: the log does not name the fix with its reason"
	done
	log_test "tree: a git repository and a tarball export with the fix applied and the exclusions left out"

	printf '%s\n' 'another fix' '' '--- a/Makefile' '+++ b/Makefile' '@@ -1,2 +1,2 @@' \
		' VERSION = 2' '-no such line' '+x' >"$WORK/recipe/02-stale.patch"
	parse_list "k tree src=linux-fake.git rev=$TREE_REV recipe=$WORK/recipe run=8139cp"
	rm -rf "$WORK/exp"
	tree_find_source 0 && ! tree_export 0 "$WORK/exp" "$WORK/exp.log" 2>"$WORK/err" &&
		grep -q "02-stale.patch does not apply to" "$WORK/err" && [[ ! -e $WORK/exp && ! -e $WORK/exp.tmp ]]
	check_err $? "a stale fix: $(cat "$WORK/err"); left: $(ls -d "$WORK"/exp* 2>/dev/null)"
	log_test "tree: a fix that does not apply fails naming it and leaves no tree behind"

	out=$(tree_root 0)
	rm "$WORK/recipe/02-stale.patch"
	[[ $(tree_root 0) != "$out" ]]
	check_err $? "a removed fix kept the cache key"
	out=$(tree_root 0)
	echo '# a comment' >>"$WORK/recipe/config"
	[[ $(tree_root 0) == "$out" ]]
	check_err $? "a comment in the fragment changed the cache key"
	K_ATTR[0.cc]="gcc -fno-pie"
	[[ $(tree_root 0) != "$out" ]]
	check_err $? "another CC kept the cache key"
	log_test "tree: the cache key follows the fixes, the options and CC, not the fragment's comments"

	root=$(tree_root 0)
	mkdir -p "$root/linux/arch/x86/boot"
	: >"$root/linux/arch/x86/boot/bzImage"
	: >"$root/linux/Module.symvers"
	echo "seconds 1.0" >"$root/.built"
	mv "$WORK/src" "$WORK/src.gone"
	tree_prepare 0 2>"$WORK/err"
	[[ $? == 0 && $KERNEL_IMAGE == "$root/linux/arch/x86/boot/bzImage" && $KERNEL_KDIR == "$root/linux" ]]
	check_err $? "a built tree was not used without its source: $KERNEL_IMAGE $(cat "$WORK/err")"
	log_test "tree: a built tree in the cache is used when the source is gone"
	mv "$WORK/src.gone" "$WORK/src"
	K_NAMES=() K_KINDS=() K_LINES=()
	K_ATTR=()
}

# The identity check runs only where nc_ident.c's API is all native, and
# otherwise names what the probes did not find.
test_identity_native() {
	local src=$WORK/idsrc cfg p out
	cfg=$src/.napi-compat/9.9.9/napi_compat_config.h
	mkdir -p "${cfg%/*}"
	: >"$cfg"
	for p in NAPI_STRUCT NETIF_NAPI_ADD_3 NAPI_COMPLETE_DONE_BOOL NAPI_GRO_RECEIVE \
		NET_DEVICE_OPS NETDEV_TX_T ETH_HW_ADDR_SET; do
		echo "#define NAPI_COMPAT_HAVE_$p 1" >>"$cfg"
	done
	out=$(identity_not_native "$src")
	[[ -z $out ]]
	check_err $? "all native, yet: '$out'"
	sed -i 's,^#define NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_3 1$,/* NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_3 is not set */,' "$cfg"
	out=$(identity_not_native "$src")
	[[ $out == " netif_napi_add_3" ]]
	check_err $? "one missing: '$out'"
	out=$(identity_not_native "$WORK/nowhere")
	[[ $out == *"no probe results in $WORK/nowhere"* ]]
	check_err $? "no results: '$out'"
	log_test "identity: runs where nc_ident.c's API is native, else names what is not"
}

# test_mainline_unbridged: what the mainline cell reports of a failed
# build: the library's not-bridged names, each once, with the version.
test_mainline_unbridged() {
	local log=$WORK/mainline-build.log out
	printf '%s\n' \
		"include/napi_compat/netdev-members.h:28:24: error: 'napi_compat_NETIF_F_RXCSUM_is_not_bridged_before_2_6_39' undeclared" \
		"8139cp.c:2005:12: error: 'struct net_device' has no member named 'napi_compat_min_mtu_is_not_bridged_before_4_10'" \
		"8139cp.c:2006:12: error: 'struct net_device' has no member named 'napi_compat_max_mtu_is_not_bridged_before_4_10'" \
		"8139cp.c:2007:12: error: 'struct net_device' has no member named 'napi_compat_min_mtu_is_not_bridged_before_4_10'" \
		"8139cp.c:425:18: error: 'struct net_device' has no member named 'stats'" >"$log"
	out=$(mainline_unbridged "$log")
	[[ $out == "NETIF_F_RXCSUM (2.6.39), max_mtu (4.10), min_mtu (4.10)" ]]
	check_err $? "three names: '$out'"
	echo "8139cp.c:1:1: error: something else" >"$log"
	out=$(mainline_unbridged "$log")
	[[ -z $out ]]
	check_err $? "none: '$out'"
	log_test "mainline: a failed build's not-bridged names, each once, with the version"
}

# test_mainline_list: the mainline cells' list: its cells, "mainline"
# expanded to every driver (with --repeat), the NIC and steps of a
# mainline:NAME cell, and a malformed line named by file and line.
test_mainline_list() {
	local out list=$WORK/drivers.list
	printf '%s\n' '# a comment' \
		'aa dir=x sources=a.c,b.c config=CONFIG_AA,CONFIG_AA_SUB nic=e1000' \
		'bb dir=y/z sources=bb.c config=CONFIG_BB nic=rtl8139 boot="no: it refuses the model"' >"$list"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; mainline_cells | tr '\n' ' ')
	[[ $out == "mainline:aa mainline:bb " ]]
	check_err $? "cells: '$out'"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; K_ATTR=([0.run]="x,mainline")
		CELLS="" STRESS=0 REPEAT=2 row_cells 0 | tr '\n' ' ')
	[[ $out == "x x.2 mainline:aa mainline:aa.2 mainline:bb mainline:bb.2 " ]]
	check_err $? "row cells: '$out'"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; cell_nic mainline:aa.2; cell_steps mainline:bb)
	[[ $out == "e1000"$'\n'"$CELLS_DIR/mainline.steps" ]]
	check_err $? "nic and steps: '$out'"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; mainline_read && echo "${MAINLINE_ATTR[bb.boot]}")
	[[ $out == "no: it refuses the model" ]]
	check_err $? "boot: '$out'"
	printf '%s\n' 'aa dir=x sources=a.c config=CONFIG_AA nic=e1000' 'cc dir=x sources=c.c nic=e1000' >"$list"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; mainline_read 2>&1)
	[[ $? != 0 && $out == "$list:2: driver 'cc' needs config=" ]]
	check_err $? "missing key: '$out'"
	printf '%s\n' 'aa dir=x sources=a.c config=CONFIG_AA nic=e1000 colour=red' >"$list"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; mainline_read 2>&1)
	[[ $? != 0 && $out == "$list:1: 'colour=red' is not"* ]]
	check_err $? "unknown key: '$out'"
	printf '%s\n' 'aa dir=x sources=a.c config=AA nic=e1000' >"$list"
	out=$(MAINLINE_LIST=$list; unset MAINLINE_NAMES; mainline_read 2>&1)
	[[ $? != 0 && $out == "$list:1: config= wants CONFIG_"* ]]
	check_err $? "bad config: '$out'"
	out=$(unset MAINLINE_NAMES; mainline_read && echo "${MAINLINE_NAMES[*]}")
	[[ $out == "8139cp 8139too pcnet32 e100 e1000 e1000e igb tulip" ]]
	check_err $? "the project's list: '$out'"
	log_test "mainline: the list's drivers are cells, \"mainline\" is all of them, a bad line is named"
}

# sweep_tree: a made-up kernel tree for the sweep's parsers: a vendor
# with a PCI NAPI driver (acme_a: sub-options, a shared header above its
# directory, flags naming the tree), a platform NAPI driver, a PCI driver
# without NAPI, a helper option of the kind older kernels lack, and one
# Makefile line the parser cannot read.
# shellcheck disable=SC2016,SC1003 # make's $(...) and backslash, not the shell's
sweep_tree() {
	local r=$1 e=$1/drivers/net/ethernet
	mkdir -p "$e/acme/a" "$e/acme/common" "$r/drivers/ptp"
	printf '%s\n' 'source "drivers/net/ethernet/acme/Kconfig"' >"$e/Kconfig"
	printf '%s\n' 'config NET_VENDOR_ACME' '	bool "Acme"' '	default y' \
		'	help' '	  Acme cards.' '' 'if NET_VENDOR_ACME' '' \
		'config ACME_A' '	tristate "Acme A"' '	depends on PCI && PTP_1588_CLOCK_OPTIONAL' \
		'	select PAGE_POOL' '	select CRC32 if ACME_A_DCB' '	help' '	  It is.' '' \
		'config ACME_A_HWMON' '	bool "hwmon"' '	default y' '	depends on ACME_A && HWMON' '' \
		'config ACME_A_DCB' '	bool "DCB"' '	depends on ACME_A && DCB' '' \
		'config ACME_B' '	tristate "Acme B"' '	depends on OF' '' \
		'config ACME_C' '	tristate "Acme C"' '	depends on PCI' '' 'endif' >"$e/acme/Kconfig"
	printf '%s\n' 'config PTP_1588_CLOCK' '	tristate "PTP"' '' \
		'config PTP_1588_CLOCK_OPTIONAL' '	def_tristate PTP_1588_CLOCK || !PTP_1588_CLOCK' >"$r/drivers/ptp/Kconfig"
	printf '%s\n' 'subdir-ccflags-y += -I$(src)/common' >"$e/acme/Makefile"
	printf '%s\n' '# SPDX-License-Identifier: GPL-2.0' 'obj-$(CONFIG_ACME_A) += acme_a.o' \
		'acme_a-y := main.o \' '	ring.o' 'acme_a-$(CONFIG_ACME_A_HWMON) += hwmon.o' \
		'ifneq ($(CONFIG_VXLAN),)' '	acme_a-y += vxlan.o' 'endif' \
		'ccflags-y += -I$(srctree)/drivers/net/ethernet/acme/common' \
		'obj-$(CONFIG_ACME_B) += acme_b.o' 'obj-$(CONFIG_ACME_C) += acme_c.o' \
		'obj-$(CONFIG_ACME_D) += $(acme_d_objs)' >"$e/acme/a/Makefile"
	printf '%s\n' '#include "a.h"' 'static struct pci_driver d;' >"$e/acme/a/main.c"
	printf '%s\n' '#include "../common/shared.h"' 'void f(void) { netif_napi_add(0, 0, 0); }' >"$e/acme/a/ring.c"
	printf '%s\n' 'void h(void) {}' >"$e/acme/a/hwmon.c"
	printf '%s\n' 'void v(void) {}' >"$e/acme/a/vxlan.c"
	printf '%s\n' '#include "deeper.h"' >"$e/acme/common/shared.h"
	printf '%s\n' '/* deeper */' >"$e/acme/common/deeper.h"
	printf '%s\n' '/* ours */' >"$e/acme/common/unused.h"
	printf '%s\n' '/* a */' >"$e/acme/a/a.h"
	printf '%s\n' 'void g(void) { netif_napi_add_weight(0, 0, 0, 64); }' >"$e/acme/a/acme_b.c"
	printf '%s\n' 'static struct pci_driver c;' >"$e/acme/a/acme_c.c"
}

# test_sweep_compose: the sweep's reading of Makefiles and Kconfig: which
# modules it builds, what each needs of a kernel's config, its Kbuild and
# the files it copies.
# shellcheck disable=SC2016 # make's $(...), not the shell's
test_sweep_compose() {
	local r=$WORK/sweep-tree out
	sweep_tree "$r"
	out=$(perl "$TOP/tests/lib/sweep.pl" modules "$r" 2>"$WORK/sweep.err")
	[[ $out == "acme_a drivers/net/ethernet/acme/a ACME_A main.c ring.c hwmon.c vxlan.c" ]]
	check_err $? "modules: '$out'"
	grep -q 'acme/a/Makefile:12: cannot read .$(acme_d_objs). in: obj-$(CONFIG_ACME_D)' "$WORK/sweep.err"
	check_err $? "the unreadable line is not named: $(cat "$WORK/sweep.err")"
	log_test "sweep: the PCI modules that call netif_napi_add*, their sources from every list (an indented one too), a bad line named"
	# a kernel without PAGE_POOL, with HWMON; PTP_1588_CLOCK_OPTIONAL it
	# does not know, computed from its definition
	printf '%s\n' CONFIG_PCI=y CONFIG_HWMON=y CONFIG_DCB=y >"$WORK/sweep.conf"
	out=$(perl "$TOP/tests/lib/sweep.pl" needs "$r" "$WORK/sweep.conf" acme_a:drivers/net/ethernet/acme/a:ACME_A)
	[[ $out == $'acme_a\tPAGE_POOL\tACME_A_HWMON' ]]
	check_err $? "needs without PAGE_POOL: '$out'"
	printf '%s\n' CONFIG_PAGE_POOL=y >>"$WORK/sweep.conf"
	out=$(perl "$TOP/tests/lib/sweep.pl" needs "$r" "$WORK/sweep.conf" acme_a:drivers/net/ethernet/acme/a:ACME_A)
	[[ $out == $'acme_a\t\tACME_A_HWMON' ]]
	check_err $? "needs with PAGE_POOL: '$out'"
	printf '%s\n' CONFIG_PAGE_POOL=y >"$WORK/sweep.conf"
	out=$(perl "$TOP/tests/lib/sweep.pl" needs "$r" "$WORK/sweep.conf" acme_a:drivers/net/ethernet/acme/a:ACME_A)
	[[ $out == $'acme_a\tPCI\t' ]]
	check_err $? "needs without PCI or HWMON: '$out'"
	log_test "sweep: a kernel's missing options named, default sub-options on where it can have them"
	perl "$TOP/tests/lib/sweep.pl" kbuild "$r" drivers/net/ethernet/acme/a acme_a ACME_A_HWMON >"$WORK/sweep.kbuild"
	grep -qx 'obj-m := acme_a.o' "$WORK/sweep.kbuild" &&
		! grep -q '^obj-\$' "$WORK/sweep.kbuild" &&
		grep -qx 'CONFIG_ACME_A_HWMON := y' "$WORK/sweep.kbuild" &&
		grep -qx 'ccflags-y += -DCONFIG_ACME_A_HWMON=1' "$WORK/sweep.kbuild" &&
		grep -qx 'SWEEP_ROOT := $(abspath $(src)/../..)' "$WORK/sweep.kbuild" &&
		grep -qx 'subdir-ccflags-y += -I$(SWEEP_ROOT)/acme/common' "$WORK/sweep.kbuild" &&
		grep -qx 'ccflags-y += -I$(SWEEP_ROOT)/acme/common' "$WORK/sweep.kbuild" &&
		grep -qx 'acme_a-$(CONFIG_ACME_A_HWMON) += hwmon.o' "$WORK/sweep.kbuild" &&
		[[ $(tail -n 1 "$WORK/sweep.kbuild") == 'include $(NAPI_COMPAT)/compat.mk' ]]
	check_err $? "Kbuild: $(cat "$WORK/sweep.kbuild")"
	out=$(perl "$TOP/tests/lib/sweep.pl" files "$r" drivers/net/ethernet/acme/a acme_a | sed 's,^drivers/net/ethernet/,,' | tr '\n' ' ')
	[[ $out == "acme/a/Makefile acme/a/a.h acme/a/acme_b.c acme/a/acme_c.c acme/a/hwmon.c acme/a/main.c acme/a/ring.c acme/a/vxlan.c acme/common/deeper.h acme/common/shared.h " ]]
	check_err $? "files: '$out'"
	log_test "sweep: the Kbuild is the module's Makefile without obj- lines; the files follow #include \"../\""
}

# test_sweep_classify: the names a sweep build's log charges to each
# driver, by the driver's directory in the path or its module's name.
test_sweep_classify() {
	local log=$WORK/sweep-build.log out
	printf '%s\n' \
		"/w/sweep/a/x/a/main.c:3:5: error: implicit declaration of function ‘netdev_lock’ [-Werror=implicit-function-declaration]" \
		"/w/sweep/a/x/a/main.c:4:5: error: implicit declaration of function 'netdev_lock'" \
		"/w/sweep/a/x/a/ring.c:1:10: fatal error: linux/unaligned.h: No such file or directory" \
		"/w/sweep/b/x/b/eth.c:9:10: error: initialization of 'int (*)(struct net_device *, struct ethtool_rxfh_param *)' from incompatible pointer type 'int (*)(void)' [-Werror=incompatible-pointer-types]" \
		"/w/sweep/b/x/b/eth.c:9:10: note: (near initialization for 'b_ethtool_ops.get_rxfh')" \
		"/w/sweep/b/x/b/eth.c:10:2: error: 'const struct ethtool_ops' has no member named 'get_rx_ring_count'" \
		"/w/sweep/b/x/b/eth.c:11:2: error: too many arguments to function 'strscpy'" \
		"/w/sweep/b/x/b/eth.c:12:2: error: unknown type name 'netmem_ref'" \
		"/w/sweep/b/x/b/eth.c:13:2: error: 'PCI_IRQ_INTX' undeclared (first use in this function)" \
		"/w/sweep/bb/x/bb/eth.c:1:1: error: 'napi_compat_napi_gro_flush_is_not_bridged_before_3_1' undeclared" \
		"ERROR: modpost: \"libie_fwlog_init\" [/w/sweep/c/x/c/c.ko] undefined!" \
		"napi-compat: ERROR: d.ko uses 'page_pool_create', which neither this kernel nor napi_compat.ko exports" \
		"/w/sweep/e/x/e/e.c:1:1: error: expected ';' before 'int'" \
		"In file included from /w/sweep/g/x/g/g_trace.h:9," \
		"                 from /w/sweep/g/x/g/g.c:3:" \
		"/k/include/trace/define_trace.h:118:42: fatal error: ./../../g_trace.h: No such file or directory" \
		"/k/include/linux/other.h:1:1: error: not after an include chain" >"$log"
	out=$(perl "$TOP/tests/lib/sweep.pl" classify "$log" a:a/x/a b:b/x/b bb:bb/x/bb c:c/x/c d:d/x/d e:e/x/e f:f/x/f g:g/x/g)
	[[ $out == $'a\theader: linux/unaligned.h, implicit: netdev_lock\nb\tmember: struct ethtool_ops.get_rx_ring_count, signature: .get_rxfh, signature: strscpy, type: netmem_ref, undeclared: PCI_IRQ_INTX\nbb\tnot bridged: napi_gro_flush (3.1)\nc\tundefined: libie_fwlog_init\nd\tundefined: page_pool_create\ne\tother: expected \';\' before \'int\'\nf\t\ng\theader: ./../../g_trace.h' ]]
	check_err $? "classified: '$out'"
	log_test "sweep: a failed build's names, each charged to its driver (through its include chain): implicit, header, signature, member, type, undefined"
}

# test_probe_combine: probes/combine.pl, the probes as one file: with the
# host's gcc on probes of our own, every probe is charged with its own
# failures only; one that another probe's implicit declaration spared is
# charged too when it only calls that function, and is sent to be compiled
# alone when it uses the name otherwise.
test_probe_combine() {
	local d=$WORK/combine out
	mkdir -p "$d"
	# two probes defining the same static and global names
	printf '%s\n' '#include <stddef.h>' 'static int poll(void) { return 0; }' \
		'int napi_compat_probe(void);' \
		'int napi_compat_probe(void) { return poll() + (int)sizeof(size_t); }' >"$d/have_a.c"
	cp "$d/have_a.c" "$d/have_b.c"
	# a header this compiler lacks
	printf '%s\n' '#include <napi_compat_no_such_header.h>' 'int napi_compat_probe(void);' \
		'int napi_compat_probe(void) { return 0; }' >"$d/have_nohdr.c"
	# a function nobody declares, then a second probe using it
	printf '%s\n' '#include <stddef.h>' 'int napi_compat_probe(void);' \
		'int napi_compat_probe(void) { return vendor_nowhere(1); }' >"$d/have_implicit.c"
	printf '%s\n' '#include <stddef.h>' 'int napi_compat_probe(void);' \
		'int napi_compat_probe(void) { return vendor_nowhere(2); }' >"$d/have_spared.c"
	# and a third with a member of that name: alone it may mean more
	printf '%s\n' '#include <stddef.h>' 'struct s { int (*vendor_nowhere)(int); };' \
		'int napi_compat_probe(struct s *p);' \
		'int napi_compat_probe(struct s *p) { return p->vendor_nowhere(3); }' >"$d/have_member.c"
	# a kernel name defined on purpose keeps its name; a string stays
	printf '%s\n' '#include <string.h>' 'size_t strlen(const char *s) { return s[0]; }' \
		'static const char *probe_name = "poll";' \
		'const char *napi_compat_probe(void);' \
		'const char *napi_compat_probe(void) { return probe_name; }' >"$d/have_redefine.c"
	perl "$TOP/probes/combine.pl" generate "$d"/have_*.c >"$d/all.c"
	check_err $? "generate failed"
	grep -q '^static int poll__have_a(void)' "$d/all.c" &&
		grep -q 'return poll__have_b() ' "$d/all.c" &&
		grep -q '^size_t strlen(const char \*s)' "$d/all.c" &&
		grep -q '= "poll";' "$d/all.c" &&
		grep -q "^# 1 \"$d/have_nohdr.c\"" "$d/all.c"
	check_err $? "names: $(grep -n 'poll\|strlen' "$d/all.c" | head -n 5)"
	gcc -fsyntax-only -Werror=implicit-function-declaration "$d/all.c" >"$d/log" 2>&1
	perl "$TOP/probes/combine.pl" blame "$d/log" "$d"/have_*.c >"$d/blame"
	out=$(awk '{print $1, $2}' "$d/blame" | sort | tr '\n' ' ')
	[[ $out == "absent have_implicit absent have_nohdr absent have_spared doubt have_member " ]]
	check_err $? "blame: '$out' from $(cat "$d/log")"
	# an error in a header: charged by the note pointing into a probe,
	# else by the function it is in, else to nobody
	printf '%s\n' "$d/have_a.c: In function 'napi_compat_probe__have_a':" \
		"include/x.h:1:2: error: bad macro" "$d/have_b.c:3:4: note: in expansion of macro 'X'" \
		"include/y.h:5:6: error: bad inline" \
		"$WORK/all.c: At top level:" "include/z.h:7:8: error: bad header" >"$d/log2"
	out=$(perl "$TOP/probes/combine.pl" blame "$d/log2" "$d"/have_*.c | awk '{print $1, $2}' | sort | tr '\n' ' ')
	[[ $out == "absent have_a absent have_b unknown include/z.h:7:8: " ]]
	check_err $? "header errors: '$out'"
	printf '%s\n' '#include <stddef.h>' '#define X 1' >"$d/bad.c"
	out=$(perl "$TOP/probes/combine.pl" generate "$d/bad.c" 2>&1 >/dev/null)
	[[ $out == *"bad.c: #define would reach the other probes"* ]]
	check_err $? "a #define in a probe: '$out'"
	log_test "probes: one file for all, each failure charged to its own probe"
}

echo "KTAP version 1"
echo "1..79"
test_kernels_list
test_source_config
test_ktap
test_judge
test_space
test_expand_steps
test_vcpu_report
test_cache_lock
test_repeat
test_apt_lists
test_tree_rows
test_identity_native
test_probe_combine
test_mainline_unbridged
test_mainline_list
test_driver_options
test_sweep_compose
test_sweep_classify
test_control
test_boot_again
echo "# harness: $FAILED of $N failed"
((FAILED == 0))
