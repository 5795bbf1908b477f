#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# bench/rx.sh [test-matrix options]: receive benchmark, side by side.
#
# On each kernel, in one run and on the same emulated NIC, our 8139too
# (built with the library) and the kernel's own 8139cp (native NAPI)
# receive 64-byte UDP frames from the host peer at a series of offered
# rates.  Per step the guest reports what the driver passed to the stack,
# what a socket received (goodput: the headline under overload), the driver's drops, the NIC's interrupts and the
# softirq time.  This prints a table per kernel (peak packets per second,
# interrupts per packet, drops, ours / in-kernel) and writes an SVG plot
# per kernel next to the run's logs.  Measurements, not assertions: it
# fails only if a guest could not be run.

set -u
set -o pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RESULTS=${BENCH_RESULTS:-$TOP/results/bench-$(date +%Y%m%d-%H%M%S)}
# shellcheck source=bench/common.sh
. "$TOP/bench/common.sh"

run_matrix() {
	# one guest at a time unless told otherwise: two guests would share
	# the host's two cores and each other's noise
	"$TOP/test-matrix.sh" -j 1 -c bench-8139too,bench-8139cp -r "$RESULTS" "$@" \
		>"$RESULTS.ktap"
}

# rows KERNEL DRIVER: bench_rows (bench/common.sh) of this run's results.
rows() {
	bench_rows "$RESULTS" "$1" "$2"
}

table() {
	local k=$1
	echo "## $k"
	echo
	echo "| offered/s | driver | runs | handed to the NIC/s | to stack/s | socket/s | drops | irqs/packet | softirq ms |"
	echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|"
	for d in 8139too 8139cp; do
		rows "$k" "$d" | awk -v d="$d" '{
			pps = $4 / $2
			ipp = $4 ? $7 / $4 : 0
			printf "| %d | %s | %d | %.0f | %.0f | %.0f | %d | %.4f | %d |\n", $1, d, $10, $9 / $2, pps, $5 / $2, $6, ipp, $8
		}'
	done
	paste <(rows "$k" 8139too) <(rows "$k" 8139cp) | awk -v k="$k" '
		NF == 20 {
			ours = $4 / $2; theirs = $14 / $12
			if (ours > po) { po = ours; pr = $1; pi = $4 ? $7 / $4 : 0 }
			if (theirs > pt) { pt = theirs; qi = $14 ? $17 / $14 : 0 }
		}
		END {
			printf "\npeak to stack: ours %.0f/s, in-kernel %.0f/s, ratio %.2f; interrupts per packet at our peak %.4f (in-kernel at its peak %.4f; NAPI goal <= 1/16 = 0.0625)\n\n",
				po, pt, pt ? po / pt : 0, pi, qi
		}'
}

# goodput KERNEL: what the reading socket got under overload.  The
# driver's peak is the highest offered rate it still passed to the stack
# whole (within 5%); at twice and four times that rate the socket's rate is
# set against 8139cp's at the same rates and against our own best socket
# rate at any step.
goodput() {
	local k=$1
	paste <(rows "$k" 8139too) <(rows "$k" 8139cp) | awk '
		NF == 20 && $1 == $11 {
			n++; off[n] = $1; stack[n] = $4 / $2; ours[n] = $5 / $2; theirs[n] = $15 / $12
			if (stack[n] > ms) ms = stack[n]; if (ours[n] > mg) mg = ours[n]
		}
		END {
			if (!n) exit
			for (i = 1; i <= n; i++) if (stack[i] >= 0.95 * off[i]) p = off[i]
			printf "goodput under overload (our peak at %d/s offered):", p
			for (m = 2; m <= 4; m += 2) {
				j = 0
				for (i = 1; i <= n; i++) if (off[i] == m * p) j = i
				if (!j) { printf " at %dx: not measured (no %d/s step);", m, m * p; continue }
				printf " at %dx (%d/s) ours %.0f/s, in-kernel %.0f/s, ratio %.2f, %.2f of our best %.0f/s;",
					m, off[j], ours[j], theirs[j], theirs[j] ? ours[j] / theirs[j] : 0, mg ? ours[j] / mg : 0, mg
			}
			printf " (goals: ratio >= 1, share of our best >= 0.80)\n\n"
		}'
}

# svg KERNEL: received rate and interrupts per packet against offered rate.
svg() {
	local k=$1
	{
		rows "$k" 8139too | sed 's/^/ours /'
		rows "$k" 8139cp | sed 's/^/kernel /'
	} | awk -v k="$k" '
		{ n++; who[n] = $1; off[n] = $2; rx[n] = $5 / $3; ipp[n] = $5 ? $8 / $5 : 0
		  if (off[n] > mo) mo = off[n]; if (rx[n] > mr) mr = rx[n]; if (ipp[n] > mi) mi = ipp[n] }
		function x(v) { return 60 + 500 * v / mo }
		function line(panel, top, maxv, what, color,    i, d) {
			d = ""
			for (i = 1; i <= n; i++) if (who[i] == what) {
				v = (panel == 1) ? rx[i] : ipp[i]
				d = d sprintf("%s%.1f,%.1f ", d == "" ? "M" : "L", x(off[i]), top + 200 - 200 * v / maxv)
			}
			printf "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n", d, color
		}
		END {
			if (!n) exit
			if (!mi) mi = 1
			printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"620\" height=\"560\" font-family=\"sans-serif\" font-size=\"12\">\n"
			printf "<rect width=\"620\" height=\"560\" fill=\"white\"/>\n"
			printf "<text x=\"60\" y=\"20\" font-size=\"14\">%s: receive, 64-byte UDP (blue: our 8139too, red: in-kernel 8139cp)</text>\n", k
			for (p = 1; p <= 2; p++) {
				top = (p == 1) ? 40 : 300
				printf "<rect x=\"60\" y=\"%d\" width=\"500\" height=\"200\" fill=\"none\" stroke=\"black\"/>\n", top
				printf "<text x=\"60\" y=\"%d\">%s (max %.*f)</text>\n", top - 4,
					p == 1 ? "frames to the stack per second" : "interrupts per frame", p == 1 ? 0 : 3, p == 1 ? mr : mi
				printf "<text x=\"60\" y=\"%d\">0</text><text x=\"520\" y=\"%d\">%d/s offered</text>\n", top + 215, top + 215, mo
				line(p, top, p == 1 ? mr : mi, "ours", "blue")
				line(p, top, p == 1 ? mr : mi, "kernel", "red")
			}
			print "</svg>"
		}' >"$RESULTS/rx-$k.svg"
}

# peak KERNEL DRIVER: the highest rate of frames to the stack.
peak() {
	rows "$1" "$2" | awk '{ v = $4 / $2; if (v > m) m = v } END { printf "%.0f", m }'
}

# What emulating NAPI costs: the same driver on 2.6.22 (emulated on
# dev->poll) against 2.6.24 (the kernel's own napi_struct).
emulation_cost() {
	local e n
	[[ -f $RESULTS/old-2.6.22/bench-8139too/ktap && -f $RESULTS/old-2.6.24/bench-8139too/ktap ]] || return 0
	e=$(peak old-2.6.22 8139too)
	n=$(peak old-2.6.24 8139too)
	echo "emulated NAPI (2.6.22) peak $e/s against native NAPI (2.6.24) $n/s: ratio $(awk -v a="$e" -v b="$n" 'BEGIN { printf "%.2f", b ? a / b : 0 }')"
	echo
}

# default_kernels: every row but the source-built ones (the debug kernel
# measures KASAN, not NAPI), unless the caller chose with -k.
default_kernels() {
	"$TOP/test-matrix.sh" -l "$@" | awk 'NR > 1 && $2 != "source" { printf "%s%s", sep, $1; sep = "," }'
}

main() {
	local k chose=0 tables=0 args=()
	# -r DIR is where this run's results go: the matrix writes there and
	# the tables are read from there (not passed on twice)
	while (($#)); do
		case $1 in
		-r | --results)
			[[ -n ${2:-} ]] || { echo "bench/rx.sh: $1 needs a directory" >&2; exit 2; }
			RESULTS=$2
			shift 2
			continue
			;;
		-r* | --results=*)
			echo "bench/rx.sh: give -r and its directory as two words" >&2
			exit 2
			;;
		-k | --kernels) chose=1 ;;
		esac
		args+=("$1")
		shift
	done
	set -- "${args[@]}"
	mkdir -p "$RESULTS" || exit 1
	RESULTS=$(cd "$RESULTS" && pwd)
	if ((chose)); then
		run_matrix "$@"
	else
		run_matrix -k "$(default_kernels "$@")" "$@"
	fi
	echo "# Receive benchmark ($(date -u +%Y-%m-%d), results in $RESULTS)"
	echo
	for k in $(cd "$RESULTS" && for d in */bench-8139too; do echo "${d%%/*}"; done); do
		[[ -f $RESULTS/$k/bench-8139too/ktap ]] || continue
		table "$k"
		goodput "$k"
		svg "$k"
		echo "plot: $RESULTS/rx-$k.svg"
		echo
		tables=$((tables + 1))
	done
	emulation_cost
	tail -n 1 "$RESULTS.ktap"
	if ((tables == 0)); then
		echo "bench/rx.sh: no benchmark results in $RESULTS (the matrix's report: $RESULTS.ktap)" >&2
		return 1
	fi
}

main "$@"
