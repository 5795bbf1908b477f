#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# bench/tx.sh [--rx DIR] [test-matrix options]: transmit and latency
# benchmark, side by side.
#
# On each kernel, in one run and on the same emulated NIC, our 8139too
# (built with the library) and the kernel's own 8139cp:
#
#   - transmit UDP datagrams of 18 and 1472 bytes (64-byte frames and
#     1500-byte IP packets) as fast as the guest's socket lets them go, for
#     3 s each; the host peer counts what reaches it;
#   - answer 1000 echo requests the peer times, idle and while the peer
#     streams 64-byte frames at the guest at LOAD_RATE a second.
#
# LOAD_RATE is half the in-kernel driver's peak receive rate on that
# kernel, read from a receive benchmark's results (--rx DIR, the results
# directory of bench/rx.sh); without them it is 20000 a second, and the
# report says so.  This prints a table per kernel, ratios ours / in-kernel,
# and an SVG plot for all kernels.  Measurements, not assertions: it fails
# only if a guest could not be run or no result came back.

set -u
set -o pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/common.sh
. "$TOP/bench/common.sh"
RESULTS=${BENCH_RESULTS:-$TOP/results/benchtx-$(date +%Y%m%d-%H%M%S)}
DEFAULT_LOAD=20000

die() {
	echo "bench/tx.sh: $*" >&2
	exit 2
}

# ktap KERNEL DRIVER: the cell's KTAP.
ktap() {
	echo "$RESULTS/$1/benchtx-$2/ktap"
}

# tx_rows KERNEL DRIVER: "size seconds sent errors peer_frames tx_packets
# irqs softirq_ms" for each size.
tx_rows() {
	sed -n 's/^# txbench size=\([0-9]*\) seconds=\([0-9]*\) sent=\([0-9]*\) errors=\([0-9]*\) peer_frames=\([0-9-]*\) peer_bytes=[0-9-]* tx_packets=\([0-9]*\) irqs=\([0-9]*\) softirq_ms=\([0-9]*\)$/\1 \2 \3 \4 \5 \6 \7 \8/p' \
		"$(ktap "$1" "$2")" 2>/dev/null
}

# lat_rows KERNEL DRIVER: "load received answered p50 p99 max" per run.
lat_rows() {
	sed -n 's/^# latency if=[^ ]* load=\([0-9]*\) received=\([0-9]*\) \(not \)\{0,1\}ok echo answered=\([0-9]*\)\/[0-9]* bad=[0-9]* rtt_us_p50=\([0-9]*\) rtt_us_p99=\([0-9]*\) rtt_us_max=\([0-9]*\)$/\1 \2 \4 \5 \6 \7/p' \
		"$(ktap "$1" "$2")" 2>/dev/null
}

# frame_name SIZE: what a UDP payload of SIZE bytes is on the wire.
frame_name() {
	case $1 in
	18) echo "64-byte frame" ;;
	1472) echo "1500-byte packet" ;;
	*) echo "$((${1} + 46))-byte frame" ;;
	esac
}

tx_table() {
	local k=$1 d size
	echo "### $k: transmit"
	echo
	echo "| payload | driver | sent/s | at the peer/s | NIC interrupts per frame | frames completed per interrupt | softirq ms |"
	echo "|---|---|---:|---:|---:|---:|---:|"
	for d in 8139too 8139cp; do
		tx_rows "$k" "$d" | while read -r size s sent _ peer txp irqs soft; do
			awk -v n="$(frame_name "$size")" -v d="$d" -v s="$s" -v sent="$sent" \
				-v peer="$peer" -v txp="$txp" -v irqs="$irqs" -v soft="$soft" 'BEGIN {
				printf "| %s | %s | %.0f | %.0f | %.3f | %.2f | %d |\n", n, d,
					sent / s, peer / s, txp ? irqs / txp : 0, irqs ? txp / irqs : 0, soft
			}'
		done
	done
	echo
	for size in $(tx_rows "$k" 8139too | awk '{ print $1 }'); do
		paste <(tx_rows "$k" 8139too | awk -v z="$size" '$1 == z') \
			<(tx_rows "$k" 8139cp | awk -v z="$size" '$1 == z') |
			awk -v n="$(frame_name "$size")" 'NF == 16 {
				o = $5 / $2; t = $13 / $10
				printf "%s: ours %.0f/s, in-kernel %.0f/s at the peer, ratio %.2f\n", n, o, t, t ? o / t : 0
			}'
	done
	echo
	echo "Both drivers complete transmits in their interrupt handler, not in"
	echo "their poll: transmit completions handled per poll are 0 for both."
	echo
}

lat_table() {
	local k=$1 d
	echo "### $k: echo round trips (1000 each, timed by the peer)"
	echo
	echo "| load (frames/s at the guest) | driver | answered | median us | 99th percentile us | max us | load frames the socket got |"
	echo "|---:|---|---:|---:|---:|---:|---:|"
	for d in 8139too 8139cp; do
		lat_rows "$k" "$d" | awk -v d="$d" '{
			printf "| %d | %s | %d | %d | %d | %d | %d |\n", $1, d, $3, $4, $5, $6, $2
		}'
	done
	echo
	paste <(lat_rows "$k" 8139too) <(lat_rows "$k" 8139cp) | awk 'NF == 12 {
		printf "load %d/s: median ours/in-kernel %.2f, 99th percentile %.2f\n",
			$1, $10 ? $4 / $10 : 0, $11 ? $5 / $11 : 0
	}'
	echo
}

# svg: per kernel, frames/s at the peer (64-byte) and the loaded 99th
# percentile, ours (blue) against in-kernel (red).
svg() {
	local k
	for k in "$@"; do
		echo "K $k $(tx_rows "$k" 8139too | awk '$1 == 18 { print $5 / $2 }') $(tx_rows "$k" 8139cp | awk '$1 == 18 { print $5 / $2 }') $(lat_rows "$k" 8139too | awk '$1 > 0 { print $5 }') $(lat_rows "$k" 8139cp | awk '$1 > 0 { print $5 }')"
	done | awk '
		NF == 6 { n++; name[n] = $2; to[n] = $3; tk[n] = $4; lo[n] = $5; lk[n] = $6
			if ($3 > mt) mt = $3; if ($4 > mt) mt = $4; if ($5 > ml) ml = $5; if ($6 > ml) ml = $6 }
		function bars(top, i, a, b, m, unit,    x, h) {
			x = 70 + (i - 1) * 80
			h = 200 * a / m; printf "<rect x=\"%d\" y=\"%.1f\" width=\"28\" height=\"%.1f\" fill=\"blue\"/>\n", x, top + 200 - h, h
			h = 200 * b / m; printf "<rect x=\"%d\" y=\"%.1f\" width=\"28\" height=\"%.1f\" fill=\"red\"/>\n", x + 30, top + 200 - h, h
			printf "<text x=\"%d\" y=\"%d\" font-size=\"10\">%s</text>\n", x, top + 214, name[i]
		}
		END {
			if (!n) exit
			w = 100 + 80 * n
			printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"560\" font-family=\"sans-serif\" font-size=\"12\">\n", w
			printf "<rect width=\"%d\" height=\"560\" fill=\"white\"/>\n", w
			printf "<text x=\"60\" y=\"20\" font-size=\"14\">transmit and latency (blue: our 8139too, red: in-kernel 8139cp)</text>\n"
			printf "<text x=\"60\" y=\"46\">64-byte frames at the peer per second (max %.0f)</text>\n", mt
			printf "<text x=\"60\" y=\"306\">echo round trip under load, 99th percentile (max %.0f us)</text>\n", ml
			for (i = 1; i <= n; i++) { bars(50, i, to[i], tk[i], mt); bars(310, i, lo[i], lk[i], ml) }
			print "</svg>"
		}' >"$RESULTS/tx.svg"
}

# rx_half KERNEL DIR: half the in-kernel driver's peak receive rate on
# KERNEL in bench/rx.sh's results DIR (the best of the rates' medians),
# or nothing.
rx_half() {
	bench_rows "$2" "$1" 8139cp |
		awk '{ v = $4 / $2; if (v > m) m = v } END { if (m) printf "%d", m / 2 }'
}

# with_load LIST OUT RXDIR: LIST with LOAD_RATE added to each row's vars=
# where RXDIR has that row's receive peak.  Prints what it chose.
with_load() {
	local list=$1 out=$2 rx=$3 line name half
	: >"$out"
	while IFS= read -r line; do
		name=${line%%[[:space:]]*}
		half=""
		[[ -n $name && $name != \#* && -n $rx ]] && half=$(rx_half "$name" "$rx")
		if [[ -n $half ]]; then
			if [[ $line == *' vars="'* ]]; then
				line=${line/ vars=\"/ vars=\"LOAD_RATE=$half }
			elif [[ $line == *' vars='* ]]; then
				die "$list: $name's vars= is not quoted; cannot add LOAD_RATE"
			else
				line="$line vars=\"LOAD_RATE=$half\""
			fi
			echo "$name $half" >>"$out.chosen"
		fi
		printf '%s\n' "$line" >>"$out"
	done <"$list"
}

# default_kernels: every row but the source-built ones, as bench/rx.sh.
default_kernels() {
	"$TOP/test-matrix.sh" -f "$1" -l | awk 'NR > 1 && $2 != "source" { printf "%s%s", sep, $1; sep = "," }'
}

main() {
	local k rx="" chose=0 args=() ran=() list
	while (($#)); do
		case $1 in
		-r | --results)
			[[ -n ${2:-} ]] || die "$1 needs a directory"
			RESULTS=$2
			shift 2
			continue
			;;
		--rx)
			[[ -n ${2:-} && -d ${2:-} ]] || die "--rx needs bench/rx.sh's results directory"
			rx=$(cd "$2" && pwd)
			shift 2
			continue
			;;
		-f | --file) die "$1: this benchmark runs on kernels.list (choose rows with -k)" ;;
		-k | --kernels) chose=1 ;;
		esac
		args+=("$1")
		shift
	done
	mkdir -p "$RESULTS" || exit 1
	RESULTS=$(cd "$RESULTS" && pwd)
	list=$RESULTS/kernels.list
	rm -f "$list.chosen"
	with_load "$TOP/kernels.list" "$list" "$rx"
	((chose)) || args=(-k "$(default_kernels "$list")" "${args[@]}")
	# one guest at a time: two would share the host's cores
	"$TOP/test-matrix.sh" -f "$list" -j 1 -c benchtx-8139too,benchtx-8139cp \
		-r "$RESULTS" "${args[@]}" >"$RESULTS.ktap"
	echo "# Transmit and latency benchmark ($(date -u +%Y-%m-%d), results in $RESULTS)"
	echo
	for k in $(cd "$RESULTS" && for d in */benchtx-8139too; do echo "${d%%/*}"; done); do
		[[ -f $(ktap "$k" 8139too) ]] || continue
		tx_table "$k"
		if grep -q "^$k " "$list.chosen" 2>/dev/null; then
			echo "Load: $(awk -v k="$k" '$1 == k { print $2 }' "$list.chosen")/s, half the in-kernel driver's receive peak in $rx."
		else
			echo "Load: $DEFAULT_LOAD/s (no receive peak given: --rx DIR takes one from bench/rx.sh's results)."
		fi
		echo
		lat_table "$k"
		ran+=("$k")
	done
	if ((${#ran[@]} == 0)); then
		tail -n 1 "$RESULTS.ktap"
		echo "bench/tx.sh: no benchmark results in $RESULTS (the matrix's report: $RESULTS.ktap)" >&2
		return 1
	fi
	svg "${ran[@]}"
	echo "plot: $RESULTS/tx.svg"
	echo
	tail -n 1 "$RESULTS.ktap"
}

main "$@"
