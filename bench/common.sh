# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# What bench/rx.sh and bench/tx.sh both read of a receive benchmark's
# results.

# bench_rows DIR KERNEL DRIVER: "rate seconds sent driver_rx received drops
# irqs softirq_ms handed runs" for each offered rate in DIR (bench/rx.sh's
# results), in the order the rates first ran; handed is what QEMU passed
# on to the NIC of what was sent (the rest the host lost in front of it).
# The cells run the overload rates more than once, in separate passes;
# each figure is then the median of that rate's runs, so that one step the
# host starved does not stand for the rate.
bench_rows() {
	sed -n 's/^# bench rate=\([0-9]*\) seconds=\([0-9]*\) sent=\([0-9]*\) handed=\([0-9]*\) received=\([0-9]*\) driver_rx=\([0-9]*\) drops=\([0-9]*\) irqs=\([0-9]*\) softirq_ms=\([0-9]*\)$/\1 \2 \3 \6 \5 \7 \8 \9 \4/p' \
		"$1/$2/bench-$3/ktap" 2>/dev/null |
		awk '{
			if (!($1 in n)) order[++k] = $1
			c = ++n[$1]
			for (f = 2; f <= 9; f++) v[$1, f, c] = $f
		}
		END {
			for (i = 1; i <= k; i++) {
				r = order[i]; m = n[r]; line = r
				for (f = 2; f <= 9; f++) {
					for (a = 1; a <= m; a++) {
						x = v[r, f, a]
						for (b = a - 1; b >= 1 && s[b] > x; b--) s[b + 1] = s[b]
						s[b + 1] = x
					}
					line = line " " (m % 2 ? s[(m + 1) / 2] : sprintf("%.0f", (s[m / 2] + s[m / 2 + 1]) / 2))
				}
				print line, m
			}
		}'
}
