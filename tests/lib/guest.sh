# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# One cell: a fresh initramfs with the agent, the cell's steps and the
# modules they load; the host peer; QEMU; and the verdict.

# find_kernel_module ROW NAME: the kernel's own NAME.ko[.xz|.zst|.gz].
find_kernel_module() {
	local row=$1 name=$2 alt dir
	alt=${name//-/_}
	if [[ ${K_KINDS[row]} == local ]]; then
		dir=${K_ATTR[$row.tree]}
	else
		dir=$KERNEL_MODDIR
	fi
	find "$dir" \( -name "$name.ko*" -o -name "$alt.ko*" -o -name "${name//_/-}.ko*" \) \
		-not -path '*/source/*' -not -path '*/build/*' -print -quit 2>/dev/null
}

# module_into DEST FILE: DEST/<name>.ko, decompressed if need be.
module_into() {
	local dest=$1 file=$2 base
	base=${file##*/}
	base=${base%%.ko*}
	case $file in
	*.ko.xz) xz -dc "$file" >"$dest/$base.ko" ;;
	*.ko.zst) zstd -qdc "$file" >"$dest/$base.ko" ;;
	*.ko.gz) gzip -dc "$file" >"$dest/$base.ko" ;;
	*) cp "$file" "$dest/$base.ko" ;;
	esac
}

# step_vars ROW LINE: LINE with each {NAME:DEFAULT} replaced by the row's
# vars= value for NAME, or DEFAULT.  A slow kernel gets gentler rates this
# way without a cell of its own.  STEP_VARS ("NAME=VALUE ...", set by
# run_cell: the module of the --driver driver) wins over both.
step_vars() {
	local row=$1 line=$2 out="" name def val v
	while [[ $line =~ \{([A-Z_][A-Z0-9_]*):([^{}]*)\} ]]; do
		name=${BASH_REMATCH[1]}
		def=${BASH_REMATCH[2]}
		val=$def
		for v in ${K_ATTR[$row.vars]:-} ${STEP_VARS:-}; do
			[[ ${v%%=*} == "$name" ]] && val=${v#*=}
		done
		out+=${line%%"${BASH_REMATCH[0]}"*}$val
		line=${line#*"${BASH_REMATCH[0]}"}
	done
	printf '%s\n' "$out$line"
}

# module_pad FILE MIB: MIB MiB of padding added to the module FILE as a
# section the kernel does not load, as debug information is: a module file
# that large, whose code is the same.
module_pad() {
	local file=$1 mib=$2 pad
	pad=$(mktemp) || return 1
	if ! head -c "$((mib << 20))" /dev/zero >"$pad" ||
		! objcopy --add-section .napi_compat_pad="$pad" \
			--set-section-flags .napi_compat_pad=contents,readonly "$file"; then
		rm -f "$pad"
		msg "cannot pad $file with $mib MiB"
		return 1
	fi
	rm -f "$pad"
}

# expand_steps ROW STEPS MODDIR: print the steps with every insmod preceded
# by the modules it depends on, and copy each module into MODDIR.  Our own
# modules (BUILT_MODULES) win over the kernel's.  "@pad NAME MIB" in STEPS
# makes the cell's copy of NAME.ko MIB MiB larger (module_pad).
expand_steps() {
	local row=$1 steps=$2 moddir=$3 line bang name
	declare -A have=() pads=()
	while read -r line; do
		[[ $line =~ ^@(smp[[:space:]]+[0-9]+|build[[:space:]]+(mainline|driver)|nic[[:space:]]+[A-Za-z0-9_.-]+|pad[[:space:]]+[A-Za-z0-9_-]+[[:space:]]+[0-9]+)[[:space:]]*$ ]] ||
			{ msg "${steps##*/}: unknown or malformed directive '$line'"; return 1; }
	done < <(grep '^@' "$steps")
	while read -r name line; do
		pads[$name]=$line
	done < <(sed -n 's/^@pad[[:space:]]\+\([A-Za-z0-9_-]\+\)[[:space:]]\+\([0-9]\+\)[[:space:]]*$/\1 \2/p' "$steps")
	_add_module() {
		local name=$1 bang=$2 file dep m
		[[ -n ${have[$name]:-} ]] && return 0
		file=""
		for m in "${BUILT_MODULES[@]}"; do
			[[ ${m##*/} == "$name.ko" ]] && file=$m
		done
		[[ -n $file ]] || file=$(find_kernel_module "$row" "$name")
		[[ -n $file ]] || { msg "module $name not found for ${K_NAMES[row]}"; return 1; }
		module_into "$moddir" "$file" || return 1
		if [[ -n ${pads[$name]:-} ]]; then
			module_pad "$moddir/$name.ko" "${pads[$name]}" || return 1
		fi
		have[$name]=1
		for dep in $(modinfo -F depends "$moddir/$name.ko" 2>/dev/null | tr ',' ' '); do
			[[ -n ${have[$dep]:-} ]] && continue
			_add_module "$dep" "$bang" || return 1
			echo "${bang}insmod $dep"
		done
	}
	while IFS= read -r line; do
		line=$(step_vars "$row" "$line") || return 1
		if [[ $line =~ ^(!?)insmod[[:space:]]+([A-Za-z0-9_-]+) ]]; then
			bang=${BASH_REMATCH[1]}
			name=${BASH_REMATCH[2]}
			_add_module "$name" "$bang" || return 1
		fi
		echo "$line"
	done < <(grep -v '^[[:space:]]*\(#\|@\|$\)' "$steps")
}

# make_initramfs DIR ROW CELL: DIR/initramfs.cpio for the cell.
make_initramfs() {
	local dir=$1 row=$2 cell=$3 tree=$1/root
	rm -rf "$tree"
	mkdir -p "$tree/mod"
	cp "$AGENT" "$tree/init" || return 1
	expand_steps "$row" "$(cell_steps "$cell")" "$tree/mod" >"$tree/steps" || return 1
	cp "$tree/steps" "$dir/steps"
	(cd "$tree" && find . | LC_ALL=C sort | cpio --quiet -o -H newc) >"$dir/initramfs.cpio" ||
		{ msg "cpio failed for $cell"; return 1; }
	rm -rf "$tree"
}

# start_peer DIR SECONDS [CAPTURE]: the host peer for one guest; sets
# PEER_PID and PEER_PORT.  CAPTURE is the pcap of what QEMU hands the NIC,
# for the counting steps.
start_peer() {
	local dir=$1 i
	rm -f "$dir/peer.port"
	# without the cache lock: a peer left behind by a killed run must not
	# hold up the next one until its own timeout
	(cache_lock_close && exec "$PEER" "$dir/peer.port" "$dir/peer.log" "$2" ${3:+"$3"}) 2>"$dir/peer.err" &
	PEER_PID=$!
	for ((i = 0; i < 50; i++)); do
		[[ -s $dir/peer.port ]] && break
		kill -0 "$PEER_PID" 2>/dev/null || break
		sleep 0.1
	done
	PEER_PORT=$(cat "$dir/peer.port" 2>/dev/null)
	[[ $PEER_PORT =~ ^[0-9]+$ ]] || {
		msg "the host peer did not start: $(cat "$dir/peer.err")"
		return 1
	}
}

# monitor_start DIR: QEMU's human monitor on two FIFOs, DIR/monitor.in
# and DIR/monitor.out (QEMU's "pipe" chardev opens PATH.in and PATH.out);
# what it prints is drained into DIR/monitor.log.  Sets MONITOR_ARGS and
# MONITOR_PID (the drain, to be killed when QEMU is gone).  Opened read and
# write, neither side ever waits for the other to open.
monitor_start() {
	local dir=$1
	rm -f "$dir/monitor.in" "$dir/monitor.out" "$dir/monitor.log"
	mkfifo "$dir/monitor.in" "$dir/monitor.out" || return 1
	(
		cache_lock_close
		exec cat <>"$dir/monitor.out" >"$dir/monitor.log"
	) &
	MONITOR_PID=$!
	# shellcheck disable=SC2054 # the commas belong to QEMU's options
	MONITOR_ARGS=(-chardev "pipe,id=mon,path=$dir/monitor" -mon chardev=mon,mode=readline)
}

monitor_stop() {
	local dir=$1
	kill "$MONITOR_PID" 2>/dev/null
	wait "$MONITOR_PID" 2>/dev/null
	rm -f "$dir/monitor.in" "$dir/monitor.out"
}

# monitor_watch DIR SECONDS: a little before QEMU is stopped for taking too
# long, ask its monitor where every vCPU is (judge_cell reads the answer).
# Prints the watcher's pid; killing it ends its sleep too.
monitor_watch() {
	local dir=$1 secs=$2
	(
		cache_lock_close
		sleep "$((secs > 10 ? secs - 3 : secs))" &
		trap 'kill $! 2>/dev/null; exit 0' TERM
		wait $!
		printf 'info registers -a\n' >"$dir/monitor.in"
	) >/dev/null 2>&1 &
	echo $!
}

# system_map IMAGE: the System.map that goes with a kernel image: beside
# it as System.map-VERSION (Debian's /boot), or at the top of the tree it
# was built in.  Debian's is a one-line stub (the real one is in the -dbg
# package), so on those rows addresses stay unnamed; with nokaslr they
# match that package's map.
system_map() {
	local img=$1 d v
	[[ -n $img ]] || return 1
	d=${img%/*}
	v=${img##*/vmlinuz-}
	[[ $v != "$img" && -f $d/System.map-$v ]] && { echo "$d/System.map-$v"; return 0; }
	for d in "$d" "$d/.." "$d/../.." "$d/../../.."; do
		[[ -f $d/System.map ]] && { echo "$d/System.map"; return 0; }
	done
	return 1
}

# symbol_at MAP ADDR: "NAME+0xOFF" for the hex address ADDR, from the text
# symbols of a System.map; nothing if ADDR is below them all.
symbol_at() {
	local map=$1 addr sym
	addr=$(printf '%016x' "$((16#$2))") || return 1
	sym=$(awk -v a="$addr" '
		function pad(x) { x = sprintf("%16s", x); gsub(/ /, "0", x); return x }
		$2 ~ /^[tTwW]$/ { x = pad($1); if (x <= a && x > best) { best = x; name = $3 } }
		END { if (name != "") print best, name }' "$map") || return 1
	[[ -n $sym ]] || return 1
	printf '%s+0x%x\n' "${sym#* }" "$((16#$addr - 16#${sym%% *}))"
}

# vcpu_report DIR MAP: where each vCPU was, from the monitor's answer in
# DIR/monitor.log: "vCPU 0 halted at ADDR (SYMBOL), vCPU 1 at ...", or why
# there is no answer.  A vCPU halted in the idle loop waits for an
# interrupt; one running in the kernel is stuck there.
vcpu_report() {
	local dir=$1 map=$2 cpu="" out="" line ip halt sym
	if ! grep -q '^CPU#' "$dir/monitor.log" 2>/dev/null; then
		echo "the QEMU monitor did not answer"
		return
	fi
	while read -r line; do
		case $line in
		CPU#*) cpu=${line#CPU#} ;;
		RIP=* | EIP=*)
			ip=${line#?IP=}
			ip=${ip%% *}
			halt=""
			[[ $line == *HLT=1* ]] && halt="halted "
			sym=""
			[[ -n $map ]] && sym=$(symbol_at "$map" "$ip")
			out+="${out:+, }vCPU $cpu ${halt}at $ip${sym:+ ($sym)}"
			;;
		esac
	done < <(tr -d '\r' <"$dir/monitor.log" | grep -E '^(CPU#[0-9]+|[RE]IP=)')
	echo "${out:-the QEMU monitor gave no registers}"
}

# Bytes of each frame QEMU's dump keeps: tests/peer/capture.h's CAPTURE_SNAP.
CAPTURE_SNAP=96

# Words in a serial log that mean the kernel itself failed.
CRASH_RE='Kernel panic|Oops|BUG: |general protection fault|WARNING: |soft lockup|Call Trace|suspected memory leak|blocked for more than'

# run_cell ROW CELL DIR: boot the cell, write DIR/result ("ok", "not ok:
# why") and DIR/ktap (the guest's KTAP).  CELL.N is CELL's Nth run.
run_cell() {
	local row=$1 cell=${2%.*} dir=$3 rc start append mem accel smp host qemu_pid who peer_rc="" watch_pid note nic
	local steps main verdict
	local -a qemu capture
	mkdir -p "$dir"
	rm -f "$dir/result" "$dir/ktap.log" "$dir/serial.log"
	steps=$(cell_steps "$cell")
	host=$(sed -n 's/^@host[[:space:]]\+\([a-z_]\+\)[[:space:]]*$/\1/p' "$steps")
	if [[ -n $host ]]; then
		# a host-side cell: a function that prints KTAP, no guest
		start=$(now_s)
		: >"$dir/serial.log"
		"$host" "$row" "$dir" >"$dir/ktap.log" 2>&1
		elapsed "$start" >"$dir/seconds"
		judge_cell "$dir" 0
		return
	fi
	# "@build driver": the --driver directory, built at prepare
	# (tests/lib/driver.sh), loaded as {DRIVER_MODULE}
	STEP_VARS=""
	if grep -qE '^@build[[:space:]]+driver[[:space:]]*$' "$steps"; then
		if [[ -z ${DRIVER_DIR:-} ]]; then
			echo 0 >"$dir/seconds"
			echo "skip: no driver to boot (test-matrix.sh --driver DIR)" >"$dir/result"
			return
		fi
		if [[ ! -f $(build_dir "$row")/driver/module ]]; then
			echo 0 >"$dir/seconds"
			echo "not ok: $(cat "$(build_dir "$row")/driver/reason" 2>/dev/null || echo "the driver was not built")" >"$dir/result"
			return
		fi
		STEP_VARS="DRIVER_MODULE=$(cat "$(build_dir "$row")/driver/module")"
	fi
	# "@build mainline": the driver of mainline:NAME that
	# tests/lib/mainline.sh built at prepare, loaded as {MAINLINE_MODULE}
	note=""
	if grep -qE '^@build[[:space:]]+mainline[[:space:]]*$' "$steps"; then
		main=$(mainline_name "$cell")
		if [[ -z $main ]]; then
			echo 0 >"$dir/seconds"
			echo "not ok: the mainline cell runs one driver of tests/mainline/drivers.list: mainline:NAME" >"$dir/result"
			return
		fi
		note="# mainline: $(cat "$(mainline_state "$row" "$main")/provenance" 2>/dev/null)"
		if ! verdict=$(mainline_verdict "$row" "$main"); then
			echo "$note" >"$dir/ktap"
			echo 0 >"$dir/seconds"
			echo "$verdict" >"$dir/result"
			return
		fi
		STEP_VARS="MAINLINE_MODULE=mainline_$main"
	fi
	nic=$(cell_nic "$cell")
	if ! nic_check "$nic" 2>"$dir/nic.err"; then
		echo 0 >"$dir/seconds"
		echo "skip: $(sed "s/^$PROG: //" "$dir/nic.err")" >"$dir/result"
		[[ -z $note ]] || echo "$note" >"$dir/ktap"
		return
	fi
	make_initramfs "$dir" "$row" "$cell" || { echo "not ok: cannot build the initramfs" >"$dir/result"; return; }
	# a row may need longer than the default (a debug kernel under TCG)
	CELL_TIMEOUT=$BOOT_TIMEOUT
	if [[ -n ${K_ATTR[$row.timeout]:-} ]] && ((K_ATTR[$row.timeout] > CELL_TIMEOUT)); then
		CELL_TIMEOUT=${K_ATTR[$row.timeout]}
	fi
	# Cells that count frames (stream, hostile, bench) have QEMU dump what
	# it hands the NIC, so that the verdicts count against that and not
	# against what the peer sent: a busy host loses frames in front of the
	# NIC, in the socket QEMU reads late (see tests/peer/capture.h).
	capture=()
	if grep -qE '^[[:space:]]*!?(stream|hostile|bench)[[:space:]]' "$steps"; then
		rm -f "$dir/nic-in.pcap"
		capture=(-object "filter-dump,id=nicin,netdev=n0,queue=tx,maxlen=$CAPTURE_SNAP,file=$dir/nic-in.pcap")
	fi
	start_peer "$dir" "$((CELL_TIMEOUT + 30))" ${capture[0]:+"$dir/nic-in.pcap"} || { echo "not ok: the host peer did not start" >"$dir/result"; return; }
	# nokaslr: the kernel where its System.map says, for vcpu_report
	append="console=ttyS0,115200 panic=-1 nokaslr ${K_ATTR[$row.append]:-}"
	# host directives in the cell: "@smp N"
	smp=$(sed -n 's/^@smp[[:space:]]\+\([0-9]\+\)[[:space:]]*$/\1/p' "$steps")
	mem=${K_ATTR[$row.mem]:-512}
	accel=${ACCEL:?}
	monitor_start "$dir" || { echo "not ok: cannot make the monitor's FIFOs in $dir" >"$dir/result"; return; }
	# shellcheck disable=SC2054 # the commas belong to QEMU's options
	qemu=(qemu-system-x86_64 -machine pc -accel "$accel" -m "$mem" -smp "${smp:-1},sockets=${smp:-1}"
		-nodefaults -display none "${MONITOR_ARGS[@]}" -no-reboot
		-serial "file:$dir/serial.log" -serial "file:$dir/ktap.log"
		-kernel "$KERNEL_IMAGE" -initrd "$dir/initramfs.cpio" -append "$append"
		-device "$nic,netdev=n0,mac=52:54:00:c0:02:02"
		-netdev "socket,id=n0,udp=127.0.0.1:$PEER_PORT,localaddr=127.0.0.1:0"
		"${capture[@]}")
	printf '%q ' "${qemu[@]}" >"$dir/qemu.cmd"
	if [[ -n ${LAVA_URL:-} ]] &&
		! lava_job "$row" "${dir##*/}" "$dir" "$append" "$mem" "${smp:-1}" "$CELL_TIMEOUT" "$nic"; then
		echo "not ok: cannot write the LAVA job" >"$dir/result"
		return
	fi
	start=$(now_s)
	timeout --kill-after=10 "$CELL_TIMEOUT" "${qemu[@]}" >"$dir/qemu.out" 2>&1 &
	qemu_pid=$!
	watch_pid=$(monitor_watch "$dir" "$CELL_TIMEOUT")
	# Whichever ends first: the guest (the normal end), or the peer, whose
	# guest would otherwise wait on it until its own timeouts.  Both are
	# this shell's children; wait -n reports one already gone at once.
	wait -n -p who "$qemu_pid" "$PEER_PID"
	rc=$?
	if [[ ${who:-} == "$PEER_PID" ]]; then
		peer_rc=$rc
		kill "$qemu_pid" 2>/dev/null	# timeout passes it on to QEMU
		wait "$qemu_pid"
		rc=$?
	else
		if [[ ${who:-} != "$qemu_pid" ]]; then
			wait "$qemu_pid"
			rc=$?
		fi
		kill "$PEER_PID" 2>/dev/null
		wait "$PEER_PID" 2>/dev/null
	fi
	elapsed "$start" >"$dir/seconds"
	kill "$watch_pid" 2>/dev/null
	monitor_stop "$dir"
	judge_cell "$dir" "$rc" "$peer_rc"
	[[ -z $note ]] || echo "$note" >>"$dir/ktap"
	# the capture is for explaining a failure; a passed cell's is dropped
	[[ $(cat "$dir/result") != ok ]] || rm -f "$dir/nic-in.pcap"
}

# boot_again ROW CELL DIR: a cell whose guest failed before the agent
# started, that is while the kernel booted and before any step or module
# of ours ran (under TCG a busy host now and then stalls a boot, and 7.2's
# text patching once hit a half-written instruction on a second vCPU),
# boots once more.  The first boot's logs are kept in DIR/first-boot and
# the cell's KTAP says why it booted twice; a kernel that fails to boot
# twice fails the cell.
boot_again() {
	local row=$1 cell=$2 dir=$3 first
	first=$(cat "$dir/result" 2>/dev/null)
	[[ $first == "not ok:"*" before the agent started"* ]] || return 0
	rm -rf "${dir:?}/first-boot"
	mkdir -p "$dir/first-boot"
	find "$dir" -mindepth 1 -maxdepth 1 ! -name first-boot -exec mv -t "$dir/first-boot" {} +
	run_cell "$row" "$cell" "$dir"
	echo "# the first boot failed before the agent started (${first#not ok: }); booted again, its logs are in $dir/first-boot" >>"$dir/ktap"
}

# step_title DIR N: step N as the guest ran it (from DIR/steps, without its
# '!'), or nothing.
step_title() {
	sed -n "${2}{s/^[[:space:]]*!\{0,1\}//;p;q}" "$1/steps" 2>/dev/null
}

# stopped_in DIR: where a guest that reported fewer steps than it planned
# stopped: " in step N 'TITLE'", or " before the agent started";
# nothing if every step was reported.
stopped_in() {
	local dir=$1 plan n title
	plan=$(ktap_plan "$dir/ktap")
	if [[ -z $plan ]]; then
		echo " before the agent started"
		return
	fi
	n=$(($(ktap_count "$dir/ktap" total) + 1))
	((n <= plan)) || return 0
	title=$(step_title "$dir" "$n")
	[[ -z $title ]] || title=" '$title'"
	echo " in step $n$title"
}

# first_failure DIR: "step N 'TITLE' failed: REASON" for the guest's first
# failed step.  The agent prints "not ok N TITLE # REASON"; a title can
# hold " # " itself, so it is taken from the steps file where there is one.
first_failure() {
	local dir=$1 line n rest title why=""
	line=$(grep -m1 -E '^not ok [0-9]+' "$dir/ktap")
	n=$(sed -E 's/^not ok ([0-9]+).*/\1/' <<<"$line")
	rest=${line#"not ok $n"}
	rest=${rest# }
	title=$(step_title "$dir" "$n")
	if [[ -n $title && $rest == "$title # "* ]]; then
		why=${rest#"$title # "}
	elif [[ -z $title || $rest != "$title" ]]; then
		title=${rest%% # *}
		[[ $rest == *" # "* ]] && why=${rest#*" # "}
	fi
	echo "step $n '$title' failed${why:+: $why}"
}

# peer_died DIR STATUS: why the cell failed when the host peer ended
# before the guest did, with the last words of its log and its stderr.
peer_died() {
	local dir=$1 st=$2 how last err
	if ((st > 128)); then
		how="killed by signal $((st - 128))"
	else
		how="exit status $st"
	fi
	last=$(tail -n 1 "$dir/peer.log" 2>/dev/null | sed 's/^[0-9.]* //')
	err=$(tail -n 1 "$dir/peer.err" 2>/dev/null)
	echo "the host peer died ($how); the guest was stopped$(stopped_in "$dir")${last:+; its log ends: $last}${err:+; it printed: $err}"
}

# judge_cell DIR QEMU-EXIT [PEER-EXIT]: the verdict, from what the guest
# said and what the kernel printed.  PEER-EXIT is given when the host peer
# ended before the guest did.  A hang's report names addresses from the
# System.map of KERNEL_IMAGE, where it has one.
judge_cell() {
	local dir=$1 rc=$2 peer_rc=${3:-} crash plan results failed where more=""
	tr -d '\r' <"$dir/ktap.log" 2>/dev/null >"$dir/ktap"
	crash=$(grep -m1 -E "$CRASH_RE" "$dir/serial.log" 2>/dev/null | tr -d '\r')
	if [[ -n $peer_rc ]]; then
		echo "not ok: $(peer_died "$dir" "$peer_rc")" >"$dir/result"
		return
	fi
	if ((rc == 124 || rc == 137)); then
		echo "not ok: guest hung$(stopped_in "$dir"), stopped after ${CELL_TIMEOUT:-$BOOT_TIMEOUT}s; $(vcpu_report "$dir" "$(system_map "${KERNEL_IMAGE:-}")")" >"$dir/result"
		return
	fi
	if [[ -n $crash ]]; then
		where=$(stopped_in "$dir")
		echo "not ok: kernel: $crash${where:+; the guest stopped$where}" >"$dir/result"
		return
	fi
	if ((rc != 0)); then
		echo "not ok: qemu exited with $rc: $(head -c 300 "$dir/qemu.out" | tr '\n' ' ')" >"$dir/result"
		return
	fi
	plan=$(ktap_plan "$dir/ktap")
	results=$(ktap_count "$dir/ktap" total)
	failed=$(ktap_count "$dir/ktap" failed)
	if [[ -z $plan && ! -s $dir/serial.log ]]; then
		echo "not ok: the kernel printed nothing and the guest ended: the image did not boot" >"$dir/result"
	elif [[ -z $plan ]]; then
		echo "not ok: the guest agent printed no KTAP plan" >"$dir/result"
	elif ((results != plan)); then
		echo "not ok: the guest planned $plan steps and reported $results: it stopped$(stopped_in "$dir")" >"$dir/result"
	elif ((failed)); then
		((failed > 1)) && more="; $failed of $plan guest steps failed"
		echo "not ok: $(first_failure "$dir")$more" >"$dir/result"
	elif ! grep -q '^# agent: done' "$dir/ktap"; then
		echo "not ok: the guest agent did not finish" >"$dir/result"
	elif ((results > 0 && $(ktap_count "$dir/ktap" skipped) == results)); then
		# nothing was tested: a skip, with the first reason given
		echo "skip: $(sed -n 's/^ok [0-9]* .*# SKIP //p' "$dir/ktap" | head -n 1)" >"$dir/result"
	else
		echo ok >"$dir/result"
	fi
}
