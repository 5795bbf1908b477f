#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# mainline-drivers.sh: docs/mainline-drivers.md, the sweep's results
# (tests/lib/sweep.sh) as a table: every PCI Ethernet driver of the newest
# linux-source that uses NAPI against every row that ran the sweep cell,
# the share of each row's drivers that build, and the names that block
# the most drivers.  Read from a matrix run's results directory
# (RESULTS/ROW/sweep/sweep.tsv), by default results/latest.
#
#   tests/mainline-drivers.sh [-f kernels.list] [RESULTS] > docs/mainline-drivers.md
#   (or: make mainline-drivers [RESULTS=DIR])
#   tests/mainline-drivers.sh -e [RESULTS] > expected.list.new  (or: make sweep-expected)
#	the drivers that built, "ROW MODULE" a line: what the sweep cell
#	holds each row to (a driver listed there that stops building fails
#	the cell); rows RESULTS has no sweep for keep their lines from the
#	file as it is

set -u
set -o pipefail
PROG=mainline-drivers
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CELLS_DIR=$TOP/tests/cells
LIST_FILE=$TOP/kernels.list
RESULTS=$TOP/results/latest
EXPECTED=0
EXPECTED_FILE=$TOP/tests/sweep/expected.list
# how many names the ranking shows
TOP_NAMES=${TOP_NAMES:-40}

# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/kernels.sh
. "$TOP/tests/lib/kernels.sh"

parse_args() {
	while (($#)); do
		case $1 in
		-f) LIST_FILE=${2:?}; shift ;;
		-e) EXPECTED=1 ;;
		-h | --help) sed -n '3,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
		-*) die "unknown option '$1' (usage: $0 [-f kernels.list] [-e] [RESULTS])" ;;
		*) RESULTS=$1 ;;
		esac
		shift
	done
	[[ -d $RESULTS ]] || die "no results directory $RESULTS (run ./test-matrix.sh -c sweep -r DIR first)"
}

# sweep_rows: the rows of kernels.list with a sweep.tsv in RESULTS, in
# the list's order, as "ROW DIR"
sweep_rows() {
	local i d
	for i in "${!K_NAMES[@]}"; do
		d=$RESULTS/${K_NAMES[i]}/sweep
		[[ -s $d/sweep.tsv ]] && echo "${K_NAMES[i]} $d"
	done
}

# merged ROWS...: "ROW<TAB>MODULE<TAB>STATUS<TAB>NAMES" for every row
merged() {
	local row d
	while read -r row d; do
		awk -F'\t' -v r="$row" '{ print r "\t" $0 }' "$d/sweep.tsv"
	done
}

# row_seconds DIR: the time the sweep took, from its KTAP
row_seconds() {
	sed -n 's/^# sweep .*, \([0-9.]*\) s$/\1/p' "$1/ktap.log" 2>/dev/null | head -n 1
}

summary_table() {
	local all=$1 rows=$2 row d s
	echo "| row | drivers | kernel config lacks an option | in reach | built | built of in reach | seconds |"
	echo "|---|---:|---:|---:|---:|---:|---:|"
	while read -r row d; do
		s=$(row_seconds "$d")
		awk -F'\t' -v r="$row" -v s="${s:--}" '
			$1 == r { n++; if ($3 == "config") c++; if ($3 == "built") b++ }
			END {
				reach = n - c
				printf "| `%s` | %d | %d | %d | %d | %s | %s |\n", r, n, c, reach, b,
					reach ? sprintf("%.0f%%", 100 * b / reach) : "-", s
			}' "$all"
	done <"$rows"
}

# driver_table ALL ROWS: a line per driver, a column per row: built,
# config: OPTIONS, or the first name its build met and how many more
driver_table() {
	local all=$1 rows=$2
	awk -F'\t' -v rows="$(cut -d' ' -f1 "$rows" | paste -sd' ' -)" '
		function short(st, names,   n, a, x) {
			if (st == "built")
				return "built"
			n = split(names, a, /, /)
			if (st == "config")
				x = "config: " names
			else
				x = a[1] (n > 1 ? sprintf(" (+%d)", n - 1) : "")
			gsub(/\|/, "\\|", x)
			return x
		}
		BEGIN { nr = split(rows, R, " ") }
		!seen[$2]++ { order[++nm] = $2 }
		{ cell[$2, $1] = short($3, $4) }
		END {
			line = "| driver |"
			sep = "|---|"
			for (i = 1; i <= nr; i++) { line = line " " R[i] " |"; sep = sep "---|" }
			print line
			print sep
			for (j = 1; j <= nm; j++) {
				line = "| `" order[j] "` |"
				for (i = 1; i <= nr; i++)
					line = line " " ((order[j], R[i]) in cell ? cell[order[j], R[i]] : "-") " |"
				print line
			}
		}' "$all"
}

# ranking ALL ROWS STATUS WHAT: the names drivers of that status met,
# ranked by the number of (driver, row) pairs they block, with a column
# per row; WHAT heads the names' column
ranking() {
	local all=$1 rows=$2 status=$3 what=$4
	awk -F'\t' -v st="$status" '$3 == st' "$all" |
		awk -F'\t' -v rows="$(cut -d' ' -f1 "$rows" | paste -sd' ' -)" -v st="$status" -v top="$TOP_NAMES" '
		BEGIN { nr = split(rows, R, " ") }
		{
			n = split($4, a, st == "config" ? "," : ", ")
			for (i = 1; i <= n; i++) {
				if (a[i] == "" || seen[a[i], $1, $2]++)
					continue
				count[a[i], $1]++
				total[a[i]]++
				if (!d[a[i], $2]++)
					nd[a[i]]++
				if (n == 1)
					alone[a[i]]++
			}
		}
		END {
			for (x in total) {
				line = sprintf("%d\t%d\t%s\t%d", total[x], nd[x], x, alone[x])
				for (i = 1; i <= nr; i++)
					line = line "\t" ((x, R[i]) in count ? count[x, R[i]] : 0)
				print line
			}
		}' | sort -t$'\t' -k1,1nr -k2,2nr -k3,3 | head -n "$TOP_NAMES" |
		awk -F'\t' -v what="$what" -v rows="$(cut -d' ' -f1 "$rows" | paste -sd' ' -)" '
		BEGIN {
			nr = split(rows, R, " ")
			line = "| " what " | pairs | drivers | alone |"
			sep = "|---|---:|---:|---:|"
			for (i = 1; i <= nr; i++) { line = line " " R[i] " |"; sep = sep "---:|" }
			print line
			print sep
		}
		{
			x = $3
			gsub(/\|/, "\\|", x)
			line = "| " x " | " $1 " | " $2 " | " $4 " |"
			for (i = 5; i <= NF; i++)
				line = line " " $i " |"
			print line
		}'
}

# not_bridged ALL ROWS: the names the library says it does not bridge that
# the drivers met, with the drivers per row and the reason
# (tests/api-compile/not-bridged.list), one line a name
not_bridged() {
	local all=$1 rows=$2
	awk -F'\t' '$3 == "failed"' "$all" |
		awk -F'\t' -v rows="$(cut -d' ' -f1 "$rows" | paste -sd' ' -)" \
			-v why_file="$TOP/tests/api-compile/not-bridged.list" '
		BEGIN {
			nr = split(rows, R, " ")
			while ((getline l < why_file) > 0) {
				if (l ~ /^#/ || l !~ /\t/)
					continue
				split(l, f, "\t")
				why[f[1]] = f[2]
			}
		}
		{
			n = split($4, a, ", ")
			for (i = 1; i <= n; i++) {
				if (a[i] !~ /^not bridged: /)
					continue
				x = substr(a[i], 14)
				if (seen[x, $1, $2]++)
					continue
				count[x, $1]++
				total[x]++
			}
		}
		END {
			line = "| name (since) |"
			sep = "|---|"
			for (i = 1; i <= nr; i++) { line = line " " R[i] " |"; sep = sep "---:|" }
			print "999999\t" line " why |"
			print "999998\t" sep "---|"
			for (x in total) {
				name = x
				sub(/ \(.*/, "", name)
				line = "| " x " |"
				for (i = 1; i <= nr; i++)
					line = line " " ((x, R[i]) in count ? count[x, R[i]] : 0) " |"
				w = name in why ? why[name] : "(no line in tests/api-compile/not-bridged.list)"
				gsub(/\|/, "\\|", w)
				print total[x] "\t" line " " w " |"
			}
		}' | sort -t$'\t' -k1,1nr | cut -f2-
}

# provenance ROWS: the package and the sha256 of the copied files' list,
# as the first row's cell recorded them
provenance() {
	local row d
	while read -r row d; do
		sed -n 's/^# sources: \(.*\) ([^)]*)$/\1/p; s/^# sha256 of the list: /sha256 of the files'"'"' list: /p' "$d/ktap.log" 2>/dev/null |
			sed "s/^/- \`$row\`: /"
	done <"$1"
}

# expected_list ALL ROWS: the expectation file: its head, then per row of
# kernels.list the drivers built, from these results or else the old file
expected_list() {
	local all=$1 rows=$2 i name
	echo "# SPDX-License-Identifier: GPL-2.0"
	echo "# The drivers the sweep cell built, per row: \"ROW MODULE\" a line."
	echo "# Generated by tests/mainline-drivers.sh -e from a matrix run's"
	echo "# results; a driver listed here that stops building fails the cell."
	for i in "${!K_NAMES[@]}"; do
		name=${K_NAMES[i]}
		if grep -q "^$name " "$rows"; then
			awk -F'\t' -v r="$name" '$1 == r && $3 == "built" { print r " " $2 }' "$all" | sort
		elif [[ -r $EXPECTED_FILE ]]; then
			awk -v r="$name" '$1 == r' "$EXPECTED_FILE"
		fi
	done
}

main() {
	local tmp
	parse_args "$@"
	kernels_parse "$LIST_FILE" || die "fix $LIST_FILE first"
	tmp=$(mktemp -d) || die "cannot create a temporary directory"
	# shellcheck disable=SC2064 # the path now
	trap "rm -rf '$tmp'" EXIT
	sweep_rows >"$tmp/rows"
	[[ -s $tmp/rows ]] || die "no sweep results (ROW/sweep/sweep.tsv) in $RESULTS"
	merged <"$tmp/rows" >"$tmp/all"
	if ((EXPECTED)); then
		expected_list "$tmp/all" "$tmp/rows"
		return
	fi
	echo "# Mainline drivers through the library"
	echo
	echo "Generated by \`tests/mainline-drivers.sh\` (\`make mainline-drivers\`) from the"
	echo "sweep cell's results (\`tests/lib/sweep.sh\`); do not edit. Every PCI"
	echo "Ethernet driver module under \`drivers/net/ethernet\` of the newest"
	echo "\`linux-source\` package on the Debian mirror that calls \`netif_napi_add*\`,"
	echo "composed from its own Makefile and Kconfig, its sources copied"
	echo "unmodified, and built through \`compat.mk\` against each row's kernel."
	echo "**built**: the module linked and every symbol resolved. **config: X**:"
	echo "the driver depends on or selects kernel option X, which the row's kernel"
	echo "was built without (or, for a name like \`LIBIE\`, does not have); not"
	echo "built, and not counted in reach. Otherwise the first name the build met"
	echo "and how many more: **implicit** (a function the kernel and the library"
	echo "do not declare), **header** (a header the kernel lacks), **member**,"
	echo "**type**, **undeclared**, **signature** (a method or function whose type"
	echo "differs, \`.x\` being the member of an ops table), **not bridged** (the"
	echo "library's own word: it does not bridge that name on that kernel),"
	echo "**undefined** (a symbol neither the kernel nor the library exports)."
	echo
	echo "Sources:"
	echo
	provenance "$tmp/rows"
	echo
	echo "## Per row"
	echo
	summary_table "$tmp/all" "$tmp/rows"
	echo
	echo "The seconds are the cell's, on the machine that ran it (2 cores,"
	echo "shared with another build when these were measured). The sweep keeps"
	echo "its build directory, so a run after another compiles again only what"
	echo "failed or changed; \`kernels.list\` gives a first run's times."
	echo
	echo "## What blocks the most drivers"
	echo
	echo "Each name counted once per driver and row, ranked by **pairs**, the"
	echo "(driver, row) pairs whose build met it; **drivers** is the number of"
	echo "drivers it blocks on at least one row, **alone** the (driver, row)"
	echo "pairs where it is the only name met (bridging it would build the driver"
	echo "there, as far as the compiler got), then the (driver, row) pairs per row."
	echo
	ranking "$tmp/all" "$tmp/rows" failed name
	echo
	echo "Kernel options the drivers need that rows lack:"
	echo
	ranking "$tmp/all" "$tmp/rows" config option
	echo
	echo "## Not bridged, and why"
	echo
	echo "The names the library's headers say they do not bridge on a row (the"
	echo "compiler's message names them \`napi_compat_X_is_not_bridged_before_V\`),"
	echo "the drivers per row that met them, and why no header can give them"
	echo "there (\`tests/api-compile/not-bridged.list\`)."
	echo
	not_bridged "$tmp/all" "$tmp/rows"
	echo
	echo "## Drivers by row"
	echo
	driver_table "$tmp/all" "$tmp/rows"
}

main "$@"
