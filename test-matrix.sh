#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# test-matrix.sh: build our modules for every kernel in kernels.list, boot
# each kernel x cell in QEMU with the guest agent and the host peer, and
# report in KTAP.  The last line is "N passed, N failed, N skipped".
#
# Run with --help for the options.

set -u
set -o pipefail

PROG=test-matrix
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CELLS_DIR=$TOP/tests/cells

# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/kernels.sh
. "$TOP/tests/lib/kernels.sh"
# shellcheck source=tests/lib/ktap.sh
. "$TOP/tests/lib/ktap.sh"
# shellcheck source=tests/lib/debian.sh
. "$TOP/tests/lib/debian.sh"
# shellcheck source=tests/lib/source.sh
. "$TOP/tests/lib/source.sh"
# shellcheck source=tests/lib/tree.sh
. "$TOP/tests/lib/tree.sh"
# shellcheck source=tests/lib/build.sh
. "$TOP/tests/lib/build.sh"
# shellcheck source=tests/lib/guest.sh
. "$TOP/tests/lib/guest.sh"
# shellcheck source=tests/lib/space.sh
. "$TOP/tests/lib/space.sh"
# shellcheck source=tests/lib/identity.sh
. "$TOP/tests/lib/identity.sh"
# shellcheck source=tests/lib/dkms.sh
. "$TOP/tests/lib/dkms.sh"
# shellcheck source=tests/lib/apicompile.sh
. "$TOP/tests/lib/apicompile.sh"
# shellcheck source=tests/lib/mainline.sh
. "$TOP/tests/lib/mainline.sh"
# shellcheck source=tests/lib/driver.sh
. "$TOP/tests/lib/driver.sh"
# shellcheck source=tests/lib/control.sh
. "$TOP/tests/lib/control.sh"
# shellcheck source=tests/lib/sweep.sh
. "$TOP/tests/lib/sweep.sh"
# shellcheck source=tests/lib/probecheck.sh
. "$TOP/tests/lib/probecheck.sh"
# shellcheck source=tests/lib/pipeline.sh
. "$TOP/tests/lib/pipeline.sh"
# shellcheck source=tests/lib/lava.sh
. "$TOP/tests/lib/lava.sh"

LIST_FILE=$TOP/kernels.list
KERNELS=""
CELLS=""
RESULTS=""
JOBS=$(nproc 2>/dev/null || echo 1)
ACCEL=auto
BOOT_TIMEOUT=300
REFRESH=0
STRESS=0
REPEAT=1
EMIT=""
MERGE=()
LIST_ONLY=0
INSTALL_DEPS=0
KEEP=0

usage() {
	cat <<EOF
usage: $0 [options]

Build napi-compat and its test modules for each kernel of the matrix, boot
every kernel x cell in QEMU and report in KTAP on stdout.

  -k, --kernels A,B     only these kernels (names from kernels.list)
  -c, --cells A,B       run these cells (drivers/tests; see tests/cells/)
                        on every chosen kernel instead of each row's run=
      --driver DIR      also build the out-of-tree driver in DIR (its
                        Kbuild or Makefile includes compat.mk) for every
                        chosen kernel, and run the driver cell on it
                        (tests/cells/driver.steps: link, echo, a counted
                        stream, down/up, ethtool basics, unload, a clean
                        log) unless -c names other cells
      --nic MODEL       the QEMU NIC model the driver cell boots on
                        (default: $DEFAULT_NIC; any PCI network device of
                        qemu-system-x86_64 -device help)
      --module NAME     the module of DIR to load (default: the one DIR
                        builds)
      --allow-model-loss  a counted step that fails passes when the control
                        (the same steps with the kernel's own driver for
                        the NIC model, run after any failed count) loses
                        frames too
  -l, --list            print the matrix and exit
  -f, --file FILE       kernel list to use (default: kernels.list)
  -r, --results DIR     where serial logs and KTAP are kept
                        (default: results/<date-time>, linked as results/latest)
  -K, --keep            keep every cell's initramfs too (by default only
                        failed cells keep theirs; logs are always kept)
  -j, --jobs N          guests booted at once (default: $JOBS)
  -t, --timeout S       seconds one boot may take (default: $BOOT_TIMEOUT)
      --accel A         tcg, kvm or auto (default: auto: kvm only if a probe
                        boot shows it works)
  -S, --stress          also run each row's stress= cells (churn under load,
                        hostile frames: the long reliability pass)
  -n, --repeat N        run every chosen cell N times (to catch what fails
                        only now and then); runs 2..N are CELL.2 .. CELL.N
      --emit KIND       print a pipeline for KIND (gitlab or github) that
                        runs each chosen row as its own job with these
                        options, then merges the rows' results; no run
      --merge DIR       report on results other runs left in DIR (a job's
                        -r directory, or one holding several); repeatable.
                        A chosen row with no results there fails
      --lava URL        also write a LAVA job for every booted cell
                        (RESULTS/ROW/CELL/lava-job.yaml), its kernel and
                        initramfs kept beside it, for URL to serve
      --refresh         update the Debian package lists now
      --install-deps    install the Debian packages the harness needs first
  -h, --help            this text

Environment: NAPI_COMPAT_CACHE (default \${XDG_CACHE_HOME:-\$HOME/.cache}/napi-compat),
NAPI_COMPAT_LOCAL (where local rows find old trees; default \$NAPI_COMPAT_CACHE/local),
NAPI_COMPAT_MIRROR and NAPI_COMPAT_SECURITY_MIRROR (default: this machine's).
EOF
}

parse_args() {
	while (($#)); do
		case $1 in
		-k | --kernels) KERNELS=${2:?}; shift ;;
		-c | --cells | -d | --drivers) CELLS=${2:?}; shift ;;
		--driver) DRIVER_DIR=${2:?}; shift ;;
		--nic) DRIVER_NIC=${2:?}; shift ;;
		--module) DRIVER_MODULE=${2:?}; shift ;;
		--allow-model-loss) ALLOW_MODEL_LOSS=1 ;;
		-l | --list) LIST_ONLY=1 ;;
		-f | --file) LIST_FILE=${2:?}; shift ;;
		-r | --results) RESULTS=${2:?}; shift ;;
		-j | --jobs) JOBS=${2:?}; shift ;;
		-t | --timeout) BOOT_TIMEOUT=${2:?}; shift ;;
		--accel) ACCEL=${2:?}; shift ;;
		--emit) EMIT=${2:?}; shift ;;
		--merge) MERGE+=("${2:?}"); shift ;;
		--lava) LAVA_URL=${2:?}; KEEP=1; shift ;;
		--refresh) REFRESH=1 ;;
		-S | --stress) STRESS=1 ;;
		-n | --repeat) REPEAT=${2:?}; shift ;;
		-K | --keep) KEEP=1 ;;
		--install-deps) INSTALL_DEPS=1 ;;
		-h | --help) usage; exit 0 ;;
		*) usage >&2; die "unknown option '$1'" ;;
		esac
		shift
	done
	[[ $JOBS =~ ^[1-9][0-9]*$ ]] || die "--jobs wants a positive number, not '$JOBS'"
	[[ $BOOT_TIMEOUT =~ ^[1-9][0-9]*$ ]] || die "--timeout wants seconds, not '$BOOT_TIMEOUT'"
	[[ $ACCEL =~ ^(tcg|kvm|auto)$ ]] || die "--accel is tcg, kvm or auto, not '$ACCEL'"
	[[ $REPEAT =~ ^[1-9][0-9]*$ ]] || die "--repeat wants a positive number, not '$REPEAT'"
}

check_tools() {
	need_tool qemu-system-x86_64 qemu-system-x86
	need_tool cpio cpio
	need_tool gcc gcc
	need_tool make make
	need_tool modinfo kmod
	need_tool rsync rsync
	need_tool dpkg-deb dpkg
	need_tool apt-get apt
	need_tool xz xz-utils
	need_tool zstd zstd
	need_tool unshare util-linux
	need_tool timeout coreutils
	need_tool flock util-linux
}

# select_rows: ROWS gets the row numbers to run, in file order.
select_rows() {
	local name i
	ROWS=()
	if [[ -z $KERNELS ]]; then
		ROWS=("${!K_NAMES[@]}")
		return
	fi
	for name in ${KERNELS//,/ }; do
		i=$(kernels_index "$name") ||
			die "unknown kernel '$name' (in $LIST_FILE: ${K_NAMES[*]})"
		ROWS+=("$i")
	done
}

check_cells_option() {
	local c known
	known=$(kernels_known_cells) || die "the known cells could not be listed"
	for c in ${CELLS//,/ }; do
		grep -qxF -- "$c" <<<"$known" ||
			die "unknown cell '$c' (known: $(tr '\n' ' ' <<<"$known"))"
	done
}

print_matrix() {
	local i
	printf '%-14s %-7s %-60s %s\n' KERNEL KIND SOURCE CELLS
	for i in "${ROWS[@]}"; do
		case ${K_KINDS[i]} in
		debian) src="${K_ATTR[$i.suite]}:${K_ATTR[$i.meta]}${K_ATTR[$i.chroot]:+ (chroot ${K_ATTR[$i.chroot]})}" ;;
		local) src=${K_ATTR[$i.tree]} ;;
		source) src="${K_ATTR[$i.suite]}:${K_ATTR[$i.package]} + ${K_ATTR[$i.config]##*/}" ;;
		tree) src="${K_ATTR[$i.src]}@${K_ATTR[$i.rev]:0:12} + ${K_ATTR[$i.recipe]}" ;;
		esac
		printf '%-14s %-7s %-60s %s\n' "${K_NAMES[i]}" "${K_KINDS[i]}" "$src" "$(row_cells "$i" | tr '\n' ' ')"
	done
}

build_tools() {
	TOOLS=$NAPI_COMPAT_CACHE/tools
	mkdir -p "$TOOLS"
	make -s -C "$TOP/tests" O="$TOOLS" >"$TOOLS/build.log" 2>&1 || {
		cat "$TOOLS/build.log" >&2
		die "building the guest agent and host peer failed$(space_reason "$TOOLS/build.log" /dev/null | sed 's/^/: /')"
	}
	AGENT=$TOOLS/agent
	PEER=$TOOLS/peer
}

# local_prepare ROW: check a local row's tree; return 2 (skip) if absent.
local_prepare() {
	local row=$1 tree
	tree=${K_ATTR[$row.tree]}
	if [[ ! -d $tree ]]; then
		SKIP_REASON="tree $tree not found (build it there, or set NAPI_COMPAT_LOCAL)"
		return 2
	fi
	KERNEL_IMAGE=${K_ATTR[$row.image]}
	[[ $KERNEL_IMAGE == /* ]] || KERNEL_IMAGE=$tree/$KERNEL_IMAGE
	if [[ ! -f $KERNEL_IMAGE ]]; then
		msg "the tree is there but its kernel image $KERNEL_IMAGE is not"
		return 1
	fi
	[[ -f $tree/Module.symvers || -f $tree/.config ]] ||
		{ msg "$tree is not a built kernel tree"; return 1; }
	KERNEL_VERSION_TEXT="local tree $tree ($(make -s -C "$tree" kernelrelease 2>/dev/null || echo unknown))"
	KERNEL_MODDIR=$tree
}

# prepare_row ROW: kernel and modules ready; writes the row's state file.
# Returns 0 ready, 1 failed, 2 skipped (reasons in the state file).
prepare_row() {
	local row=$1 state=$RESULTS/.${K_NAMES[$1]}.state rc t0
	KERNEL_IMAGE="" KERNEL_KDIR="" KERNEL_MODDIR="" KERNEL_VERSION_TEXT=""
	SKIP_REASON="" BUILT_MODULES=()
	t0=$(now_s)
	space_watch_start "$state.full"
	case ${K_KINDS[row]} in
	debian)
		debian_prepare "$row" "$REFRESH" 2>"$state.err"
		rc=$?
		if ((rc == 0)) && [[ -n ${K_ATTR[$row.chroot]:-} ]]; then
			debian_chroot_packages "$row" 2>>"$state.err"
			rc=$?
		fi
		;;
	local)
		local_prepare "$row" 2>"$state.err"
		rc=$?
		;;
	source)
		# fd 3: progress of a build that takes minutes, shown at once
		source_prepare "$row" "$REFRESH" 3>&2 2>"$state.err"
		rc=$?
		;;
	tree)
		tree_prepare "$row" 3>&2 2>"$state.err"
		rc=$?
		;;
	esac
	PHASE_PREPARE[row]=$(elapsed "$t0")
	if ((rc == 0)); then
		t0=$(now_s)
		build_modules "$row" 2>>"$state.err"
		rc=$?
		PHASE_BUILD[row]=$(elapsed "$t0")
	fi
	space_watch_stop "$state.full"
	cat "$state.err" >&2
	{
		declare -p KERNEL_IMAGE KERNEL_KDIR KERNEL_MODDIR KERNEL_VERSION_TEXT BUILT_MODULES
		echo "ROW_RC=$rc"
		printf 'ROW_PROBES=%q\n' "$(probe_summary "$row")"
		printf 'ROW_REASON=%q\n' "${SKIP_REASON:-$(space_reason "$state.err" "$state.full" ||
			tail -n 1 "$state.err" | sed "s/^$PROG: //")}"
	} >"$state"
	return "$rc"
}

# probe_summary ROW: how the probes went for the row's kernel: this run's
# figure if they ran, else the one recorded when they last ran.
probe_summary() {
	local dir log line
	dir=$(build_dir "$1")
	log=$dir/build.log
	line=$(sed -n 's/^napi-compat: \(probed .*\)$/\1/p' "$log" 2>/dev/null | tail -n 1)
	if [[ -z $line ]]; then
		line=$(sed -n 's,^/\* Generated by probes/probe.sh for \(.*\); do not edit. \*/$,cached: probed \1,p' \
			"$dir"/src/.napi-compat/*/napi_compat_config.h 2>/dev/null | head -n 1)
	fi
	echo "${line:-no probe result}"
}

# debian_chroot_packages ROW: the chroot the row builds in, with the
# compiler and tools its headers ask for.
debian_chroot_packages() {
	local row=$1 suites pkgs p
	suites=${K_ATTR[$row.suite]}
	# the compiler comes through linux-compiler-gcc-N-x86 on bullseye,
	# directly on newer suites
	pkgs=$(for p in "linux-headers-$KERNEL_ABI" $(pkg_deps "$suites" "linux-headers-$KERNEL_ABI" | grep -E '^linux-(kbuild|compiler)-'); do
		pkg_deps "$suites" "$p"
	done | grep -v '^linux-' | sort -u)
	# shellcheck disable=SC2086 # one package a word
	chroot_ensure "${K_ATTR[$row.chroot]}" $pkgs
}

# probe_accel IMAGE: pick kvm only if a probe boot under it really runs the
# agent.  The answer holds until the host reboots, so it is kept per boot.
probe_accel() {
	local image=$1 dir=$RESULTS/.accel-probe memo
	case $ACCEL in
	tcg | kvm) return ;;
	esac
	memo=$NAPI_COMPAT_CACHE/accel.$(cat /proc/sys/kernel/random/boot_id 2>/dev/null)
	if [[ -s $memo ]]; then
		ACCEL=$(<"$memo")
		msg "accel: $ACCEL (probed earlier since this host booted)"
		return
	fi
	ACCEL=tcg
	if [[ -w /dev/kvm ]]; then
		mkdir -p "$dir/root"
		cp "$AGENT" "$dir/root/init"
		: >"$dir/root/steps"
		(cd "$dir/root" && find . | cpio --quiet -o -H newc) >"$dir/probe.cpio"
		timeout --kill-after=5 20 qemu-system-x86_64 -machine pc -accel kvm -m 256 \
			-nodefaults -display none -monitor none -no-reboot \
			-serial "file:$dir/serial.log" -serial "file:$dir/ktap.log" \
			-kernel "$image" -initrd "$dir/probe.cpio" \
			-append "console=ttyS0 panic=-1" >"$dir/qemu.out" 2>&1
		grep -q '^# agent: done' "$dir/ktap.log" 2>/dev/null && ACCEL=kvm
	fi
	echo "$ACCEL" >"$memo"
	msg "accel: $ACCEL (from a probe boot under kvm)"
}

run_all_cells() {
	local row cell dir running=0
	for row in "${ROWS[@]}"; do
		[[ ${ROW_STATUS[row]} == ready ]] || continue
		while read -r cell; do
			dir=$RESULTS/${K_NAMES[row]}/$cell
			mkdir -p "$dir"
			(
				# shellcheck source=/dev/null
				. "$RESULTS/.${K_NAMES[row]}.state"
				run_cell "$row" "$cell" "$dir"
				boot_again "$row" "$cell" "$dir"
				control_check "$row" "$cell" "$dir"
				[[ $KEEP == 1 || $(cat "$dir/result") != ok ]] || rm -f "$dir/initramfs.cpio"
				msg "${K_NAMES[row]}/$cell: $(cat "$dir/result") ($(cat "$dir/seconds" 2>/dev/null)s)"
			) &
			running=$((running + 1))
			if ((running >= JOBS)); then
				wait -n
				running=$((running - 1))
			fi
		done < <(row_cells "$row")
	done
	wait
}

report() {
	local row cell n=0 total=0 passed=0 failed=0 skipped=0 dir result
	local -a table=()
	for row in "${ROWS[@]}"; do
		total=$((total + $(row_cells "$row" | wc -l)))
	done
	echo "KTAP version 1"
	echo "1..$total"
	for row in "${ROWS[@]}"; do
		echo "# kernel ${K_NAMES[row]}: $(ROW_VERSION "$row")"
		# shellcheck source=/dev/null
		echo "# probes ${K_NAMES[row]}: $(. "$RESULTS/.${K_NAMES[row]}.state" 2>/dev/null && echo "${ROW_PROBES:-none}")"
		while read -r cell; do
			n=$((n + 1))
			dir=$RESULTS/${K_NAMES[row]}/$cell
			case ${ROW_STATUS[row]} in
			skipped)
				echo "ok $n ${K_NAMES[row]}:$cell # SKIP ${ROW_REASON_OF[row]}"
				skipped=$((skipped + 1))
				table+=("${K_NAMES[row]} $cell skip -")
				continue
				;;
			failed)
				echo "not ok $n ${K_NAMES[row]}:$cell # kernel or build not ready: ${ROW_REASON_OF[row]}"
				failed=$((failed + 1))
				table+=("${K_NAMES[row]} $cell FAIL -")
				continue
				;;
			esac
			echo "# Subtest: ${K_NAMES[row]}:$cell"
			ktap_indent "    " <"$dir/ktap"
			result=$(cat "$dir/result" 2>/dev/null || echo "not ok: no result")
			if [[ $result == ok ]]; then
				echo "ok $n ${K_NAMES[row]}:$cell"
				passed=$((passed + 1))
				table+=("${K_NAMES[row]} $cell ok $(cat "$dir/seconds")")
			elif [[ $result == skip:* ]]; then
				echo "ok $n ${K_NAMES[row]}:$cell # SKIP ${result#skip: }"
				skipped=$((skipped + 1))
				table+=("${K_NAMES[row]} $cell skip $(cat "$dir/seconds")")
			else
				echo "# ${result#not ok: }"
				echo "# the end of $dir/serial.log:"
				tail_indent "$dir/serial.log" 25 ""
				if [[ $result == "not ok: the host peer died"* ]]; then
					echo "# the end of $dir/peer.log:"
					tail_indent "$dir/peer.log" 10 ""
				fi
				echo "not ok $n ${K_NAMES[row]}:$cell # ${result#not ok: }"
				failed=$((failed + 1))
				table+=("${K_NAMES[row]} $cell FAIL $(cat "$dir/seconds" 2>/dev/null || echo -)")
			fi
		done < <(row_cells "$row")
	done
	echo "# Summary"
	printf '# %-14s %-10s %-6s %s\n' kernel cell result seconds
	local t
	for t in "${table[@]}"; do
		# shellcheck disable=SC2086 # four words
		printf '# %-14s %-10s %-6s %s\n' $t
	done
	echo "# phases (s): $(phase_line)"
	echo "# results: $RESULTS"
	echo "$passed passed, $failed failed, $skipped skipped"
	((failed == 0))
}

ROW_VERSION() {
	local v
	v=$(sed -n 's/^declare -- KERNEL_VERSION_TEXT="\(.*\)"$/\1/p' "$RESULTS/.${K_NAMES[$1]}.state" 2>/dev/null)
	echo "${v:-${K_KINDS[$1]} kernel}"
}

phase_line() {
	local row out=""
	for row in "${ROWS[@]}"; do
		out+="${K_NAMES[row]} prepare ${PHASE_PREPARE[row]:--} build ${PHASE_BUILD[row]:--}; "
	done
	echo "${out}boots $BOOT_SECONDS"
}

main() {
	local row rc t0
	parse_args "$@"
	if ((INSTALL_DEPS)); then
		"$TOP/tests/install-deps.sh" || die "installing dependencies failed"
	fi
	kernels_parse "$LIST_FILE" || die "stopped: fix $LIST_FILE first"
	driver_check_options
	check_cells_option
	select_rows
	if ((LIST_ONLY)); then
		print_matrix
		exit 0
	fi
	if [[ -n $EMIT ]]; then
		pipeline_emit "$EMIT"
		exit 0
	fi
	if ((${#MERGE[@]})); then
		[[ -n $RESULTS ]] || RESULTS=$TOP/results/merged-$(date +%Y%m%d-%H%M%S)
		mkdir -p "$RESULTS" || die "cannot create $RESULTS"
		RESULTS=$(cd "$RESULTS" && pwd)
		merge_results "${MERGE[@]}"
		# kept beside the results too: an engine's artifact
		report | tee "$RESULTS/report.ktap"
		exit "${PIPESTATUS[0]}"
	fi
	check_tools
	# the cells' boots ask nic_models, once for all of them
	NIC_MODELS=$(nic_models)
	[[ -z $DRIVER_DIR ]] || nic_check "$DRIVER_NIC" || die "--nic: no such NIC model"
	if [[ -z $RESULTS ]]; then
		RESULTS=$TOP/results/$(date +%Y%m%d-%H%M%S)
		mkdir -p "$RESULTS" && ln -sfn "${RESULTS##*/}" "$TOP/results/latest"
	fi
	mkdir -p "$RESULTS" "$NAPI_COMPAT_CACHE" || die "cannot create $RESULTS"
	RESULTS=$(cd "$RESULTS" && pwd)
	cache_lock x
	build_tools

	declare -ga ROW_STATUS=() ROW_REASON_OF=() PHASE_PREPARE=() PHASE_BUILD=()
	for row in "${ROWS[@]}"; do
		msg "preparing ${K_NAMES[row]}"
		prepare_row "$row"
		rc=$?
		case $rc in
		0) ROW_STATUS[row]=ready ;;
		2) ROW_STATUS[row]=skipped ;;
		*) ROW_STATUS[row]=failed ;;
		esac
		# shellcheck source=/dev/null
		ROW_REASON_OF[row]=$(. "$RESULTS/.${K_NAMES[row]}.state" && echo "$ROW_REASON")
		if [[ $ACCEL == auto && $rc == 0 ]]; then
			# shellcheck source=/dev/null
			probe_accel "$(. "$RESULTS/.${K_NAMES[row]}.state" && echo "$KERNEL_IMAGE")"
		fi
	done
	[[ $ACCEL == auto ]] && ACCEL=tcg
	cache_lock s
	t0=$(now_s)
	run_all_cells
	BOOT_SECONDS=$(elapsed "$t0")
	report
}

main "$@"
