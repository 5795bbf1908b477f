# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Reading KTAP (Documentation/dev-tools/ktap.rst) at the top level of a
# file: nested subtests are indented and do not count here.

# ktap_plan FILE: N from the first top-level "1..N", or nothing.
ktap_plan() {
	sed -n 's/^1\.\.\([0-9][0-9]*\)[[:space:]]*$/\1/p' "$1" 2>/dev/null | head -n 1
}

# ktap_count FILE WHAT: top-level results of one kind; WHAT is total,
# passed (ok, not skipped), failed (not ok) or skipped (ok # SKIP).
ktap_count() {
	[[ -r $1 ]] || { echo 0; return; }
	awk -v what="$2" '
		/^not ok [0-9]+/ { failed++; total++; next }
		/^ok [0-9]+/ {
			total++
			if ($0 ~ /#[[:space:]]*SKIP/) skipped++
			else passed++
		}
		END {
			if (what == "total") print total + 0
			else if (what == "passed") print passed + 0
			else if (what == "failed") print failed + 0
			else if (what == "skipped") print skipped + 0
		}' "$1" 2>/dev/null
}

# ktap_indent PREFIX: copy stdin with PREFIX before every line.
ktap_indent() {
	sed "s/^/$1/"
}
