#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# tests/api-usage.sh [-n TOP] [-s SUITE]: which kernel names mainline
# Ethernet drivers use, ranked by how many drivers use each, and whether
# each matrix row has it (or the library shims it).  Prints Markdown:
# docs/api-usage.md is its output.
#
# The drivers are drivers/net/ethernet of the newest linux-source package
# of SUITE (default sid) on the Debian mirror, fetched into the cache
# (never into the repository).  A driver is a directory holding .c files.
# Counted, per driver:
#   call      NAME( where the kernel's include/ has NAME( or #define NAME
#   constant  an upper-case NAME the kernel's include/ #defines
#   member    ->NAME or .NAME where NAME is a member of one of the
#             structures a NIC driver fills or reads (MEMBER_OF below)
#             and of no other structure of the kernel's include/ (a text
#             scan cannot tell whose ->lock or ->stats a driver means)
# A row has a name when its kernel headers (found through the build.log
# the matrix left in the cache for that row) contain it as a word (for a
# member: inside that structure's definition); the library shims it when
# our include/ defines it.  Text, not compilation: a name in a comment
# counts, and a declared function need not be exported.  Rows the matrix
# has not built here are left out, named.

set -u
set -o pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROG=api-usage
CELLS_DIR=$TOP/tests/cells
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/debian.sh
. "$TOP/tests/lib/debian.sh"
# shellcheck source=tests/lib/kernels.sh
. "$TOP/tests/lib/kernels.sh"
# shellcheck source=tests/lib/source.sh
. "$TOP/tests/lib/source.sh"

NTOP=200
SUITE=sid
while getopts "n:s:" o; do
	case $o in
	n) NTOP=$OPTARG ;;
	s) SUITE=$OPTARG ;;
	*) die "usage: $0 [-n TOP] [-s SUITE]" ;;
	esac
done
[[ $NTOP =~ ^[1-9][0-9]*$ ]] || die "-n wants a positive number, not '$NTOP'"
need_tool gcc gcc
need_tool dpkg-deb dpkg
need_tool xz xz-utils
need_tool apt-get apt

MEMBER_OF="net_device net_device_ops ethtool_ops sk_buff napi_struct pci_driver pci_dev"
KEYWORDS="if for while switch return sizeof typeof __typeof__ alignof _Alignof
__attribute__ __builtin_expect defined case do else goto asm __asm__ volatile
__volatile__ int char long short unsigned signed void struct union enum"

cache_lock x
apt_prepare "$SUITE" 0 || die "the apt state for $SUITE could not be prepared"
meta=$(pkg_field "$SUITE" linux-source Depends)
pkg=$(sed -n 's/^\(linux-source-[0-9.]*\).*/\1/p' <<<"$meta")
[[ -n $pkg ]] || die "linux-source in $SUITE depends on no linux-source-X.Y ('$meta')"
ver=$(pkg_field "$SUITE" "$pkg" Version)
[[ -n $ver ]] || die "package $pkg is not in suite $SUITE"
src=$NAPI_COMPAT_CACHE/api-usage/$pkg-${ver//:/_}
if [[ ! -f $src/.unpacked ]]; then
	source_fetch "$SUITE" "$pkg" "$ver" || die "cannot fetch $pkg $ver"
	deb=$(deb_file "$pkg" "$ver") || die "no $pkg $ver in $NAPI_COMPAT_CACHE/debs"
	msg "unpacking drivers/net/ethernet and include/ of $pkg $ver into $src"
	rm -rf "$src"
	mkdir -p "$src" || die "cannot create $src"
	dpkg-deb --fsys-tarfile "$deb" | tar -xOf - "./usr/src/$pkg.tar.xz" | xz -dc -T0 |
		tar -xf - -C "$src" --strip-components=1 --wildcards \
			'*/drivers/net/ethernet/*' '*/include/*' ||
		die "cannot unpack $pkg $ver"
	touch "$src/.unpacked"
fi
cache_lock s

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# words DIR...: every identifier in the files under DIR..., one per line
words() {
	find "$@" -type f -name '*.h' -print0 2>/dev/null |
		xargs -0 grep -ohE '[A-Za-z_][A-Za-z0-9_]*' 2>/dev/null | sort -u
}

# members HEADER-DIR... : "STRUCT NAME" for the members of MEMBER_OF (of
# every structure with MEMBERS_OF=*), at any depth (anonymous unions and
# structs included), several declarators to a line, function pointers by
# their name
members() {
	# shellcheck disable=SC2016 # awk's own $0
	find "$@" -type f -name '*.h' -print0 2>/dev/null |
		xargs -0 gawk -v want="${MEMBERS_OF:-$MEMBER_OF}" '
			BEGIN { RS = "^$"; n = split(want, w, " "); for (i = 1; i <= n; i++) wanted[w[i]] = 1 }
			{
				t = $0
				# comments and preprocessor lines out
				while ((i = index(t, "/*")) > 0) {
					j = index(substr(t, i + 2), "*/")
					t = substr(t, 1, i - 1) " " (j ? substr(t, i + j + 3) : "")
				}
				gsub(/\/\/[^\n]*/, "", t)
				gsub(/\n[ \t]*#[^\n]*/, "\n", t)
				while (match(t, /struct[ \t\n]+[A-Za-z_][A-Za-z0-9_]*[ \t\n]*\{/)) {
					head = substr(t, RSTART, RLENGTH)
					t = substr(t, RSTART + RLENGTH)
					s = head; sub(/^struct[ \t\n]+/, "", s); sub(/[^A-Za-z0-9_].*/, "", s)
					if (!(s in wanted) && want != "*") continue
					depth = 1
					for (k = 1; k <= length(t) && depth; k++) {
						c = substr(t, k, 1)
						if (c == "{") depth++
						else if (c == "}") depth--
					}
					body = substr(t, 1, k - 2)
					t = substr(t, k)
					m = split(body, st, ";")
					for (i = 1; i <= m; i++) {
						x = st[i]
						sub(/.*[{}]/, "", x)
						gsub(/__attribute__[ \t\n]*\(\([^;]*\)\)/, "", x)
						if (match(x, /\([ \t\n]*\*[ \t\n]*[A-Za-z_][A-Za-z0-9_]*[ \t\n]*\)/)) {
							f = substr(x, RSTART, RLENGTH); gsub(/[^A-Za-z0-9_]/, "", f)
							print s, f
							continue
						}
						gsub(/\[[^]]*\]/, "", x); gsub(/:[ \t\n]*[A-Za-z0-9_ +*()]+/, "", x)
						d = split(x, dl, ",")
						for (e = 1; e <= d; e++)
							if (match(dl[e], /[A-Za-z_][A-Za-z0-9_]*[ \t\n]*$/)) {
								f = substr(dl[e], RSTART, RLENGTH); gsub(/[ \t\n]/, "", f)
								if (f != "" && (e > 1 || dl[e] ~ /[A-Za-z0-9_*][ \t\n*]+[A-Za-z_][A-Za-z0-9_]*[ \t\n]*$/))
									print s, f
							}
					}
				}
			}' 2>/dev/null | sort -u
}

# --- what the drivers use -------------------------------------------
inc=("$src/include" "$src/arch/x86/include")
msg "reading the kernel's include/ of $pkg $ver"
find "${inc[@]}" -type f -name '*.h' -print0 |
	xargs -0 grep -ohE '^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' |
	awk '{ print $NF }' | sed 's/.*define[[:space:]]*//' | sort -u >"$WORK/defines"
find "${inc[@]}" -type f -name '*.h' -print0 |
	xargs -0 grep -ohE '[A-Za-z_][A-Za-z0-9_]*[[:space:]]*\(' |
	sed 's/[[:space:]]*($//' | sort -u >"$WORK/callables"
# shellcheck disable=SC2086 # one keyword a line
sort -u "$WORK/defines" "$WORK/callables" | grep -vxF -f <(printf '%s\n' $KEYWORDS) >"$WORK/api"
members "${inc[@]}" >"$WORK/members.new"
# only the names no other structure of the kernel has: a text scan cannot
# tell whose ->lock or ->stats a driver means
MEMBERS_OF='*' members "${inc[@]}" | grep -vE "^($(tr ' ' '|' <<<"$MEMBER_OF")) " |
	awk '{ print $2 }' | sort -u >"$WORK/member-elsewhere"
awk '{ print $2 }' "$WORK/members.new" | sort -u |
	comm -23 - "$WORK/member-elsewhere" >"$WORK/member-names"

find "$src/drivers/net/ethernet" -name '*.c' -printf '%h\n' | sort -u >"$WORK/drivers"
ndrivers=$(wc -l <"$WORK/drivers")
# the ranking takes minutes: kept beside the source, keyed on this script
ranked=$src/.ranked-$(sed -n '/^MEMBER_OF=/,/^# --- which rows/p' "${BASH_SOURCE[0]}" |
	sha256sum | cut -c1-16)
if [[ -s $ranked ]]; then
	msg "the drivers' names as ranked before: $ranked"
	cp "$ranked" "$WORK/ranked"
else
	msg "reading the drivers of drivers/net/ethernet"
	while read -r d; do
		# comments and string literals out, then the names used
		cat "$d"/*.c "$d"/*.h 2>/dev/null | gcc -fpreprocessed -dD -E -P -x c - 2>/dev/null |
			sed 's/"\([^"\\]\|\\.\)*"//g' >"$WORK/d.c"
		{
			grep -ohE '[A-Za-z_][A-Za-z0-9_]*[[:space:]]*\(' "$WORK/d.c" |
				sed 's/[[:space:]]*($//' | sort -u | comm -12 - "$WORK/api" | sed 's/^/call /'
			grep -ohE '\b[A-Z][A-Z0-9_]{2,}\b' "$WORK/d.c" | sort -u |
				comm -12 - "$WORK/defines" | sed 's/^/constant /'
			grep -ohE '(->|\.)[[:space:]]*[a-z_][a-z0-9_]*' "$WORK/d.c" |
				sed 's/^\(->\|\.\)[[:space:]]*//' | sort -u |
				comm -12 - "$WORK/member-names" | sed 's/^/member /'
		} | awk '!seen[$2]++'
	done <"$WORK/drivers" |
		sort | uniq -c | sort -k1,1nr -k3,3 >"$WORK/ranked"
	cp "$WORK/ranked" "$ranked.part" && mv "$ranked.part" "$ranked"
fi
head -n "$NTOP" "$WORK/ranked" >"$WORK/top"

# --- which rows have them ---------------------------------------------
# row_dirs ROW: the header directories of the kernel the matrix built
# ROW's modules against, from the build.log it left in the cache
row_dirs() {
	local kdir c
	kdir=$(sed -n "1s/^make: Entering directory '\(.*\)'$/\1/p" \
		"$NAPI_COMPAT_CACHE/build/$1/build.log" 2>/dev/null)
	[[ -n $kdir && -d $kdir ]] || return 1
	echo "$kdir/include"
	for c in "$kdir"/arch/x86*/include "$kdir"/include/asm-x86_64 "$kdir"/include/asm-i386; do
		[[ -d $c ]] && echo "$c"
	done
	# Debian's arch headers package includes the -common one
	for c in "${kdir%-amd64}"-common "$(dirname "$kdir")"/linux-headers-*-common; do
		[[ -d $c/include ]] && echo "$c/include" "$c/arch/x86/include" && break
	done
}

# (a name after -> or . is a member used, not defined: dev->netdev_ops;)
grep -ohP '^\s*#\s*define\s+[A-Za-z_]\w*|(?<![>.\w])[A-Za-z_]\w*\s*\(|(?<![>.\w])[A-Za-z_]\w*\s*;' \
	-r "$TOP/include" "$TOP/compat" --include='*.h' |
	grep -oE '[A-Za-z_][A-Za-z0-9_]*[[:space:]]*[(;]?$' | sed 's/[[:space:]]*[(;]$//' |
	sort -u >"$WORK/ours.names"
# a name our headers define only as a "not bridged" name (a build that uses
# it fails, saying so) is not ours
# shellcheck disable=SC2016 # perl code, for perl to expand
find "$TOP/include" "$TOP/compat" -name '*.h' -print0 | xargs -0 perl -0777 -ne '
	while (/^[ \t]*#[ \t]*define[ \t]+(\w+)(\([^)]*\))?[ \t]*(\\\n[ \t]*)?(\S+)/mg) {
		my ($name, $body) = ($1, $4);
		if ($body =~ /_is_not_bridged_/) { $r{$name} = 1 } else { $k{$name} = 1 }
	}
	END { print "$_\n" for grep { !$k{$_} } sort keys %r }' >"$WORK/renamed"
grep -vxF -f "$WORK/renamed" "$WORK/ours.names" >"$WORK/ours.kept" || true
mv "$WORK/ours.kept" "$WORK/ours.names"
# and the members of the structures our headers define (the methods of
# the library's net_device_ops where the kernel has none)
{
	cat "$WORK/ours.names"
	members "$TOP/include" | awk '{ print $2 }'
} | sort -u >"$WORK/ours"

kernels_parse "$TOP/kernels.list" >/dev/null || die "kernels.list does not parse"
rows=() missing=()
for ((i = 0; i < ${#K_NAMES[@]}; i++)); do
	r=${K_NAMES[i]}
	if mapfile -t dirs < <(row_dirs "$r" | tr ' ' '\n') && ((${#dirs[@]})); then
		words "${dirs[@]}" >"$WORK/w.$r"
		members "${dirs[@]}" >"$WORK/m.$r"
		rows+=("$r")
	else
		missing+=("$r")
	fi
done
((${#rows[@]})) || die "no row of kernels.list has been built here: run ./test-matrix.sh first"

# mark ROW: "Y" (the row has it), "S" (ours), "-" per line of top
mark() {
	local r=$1
	awk -v wf="$WORK/w.$r" -v mf="$WORK/m.$r" -v of="$WORK/ours" -v ms="$MEMBER_OF" -v nf="$WORK/members.new" '
		BEGIN {
			while ((getline l < wf) > 0) w[l] = 1
			while ((getline l < mf) > 0) { split(l, a, " "); m[a[2]] = 1 }
			while ((getline l < of) > 0) o[l] = 1
		}
		{
			kind = $2; name = $3
			have = (kind == "member") ? (name in m) : (name in w)
			print have ? "Y" : (name in o) ? "S" : "-"
		}' "$WORK/top"
}

for r in "${rows[@]}"; do
	mark "$r" >"$WORK/mark.$r"
done

# --- the report -----------------------------------------------------
echo "# Kernel API used by mainline Ethernet drivers"
echo
echo "Generated by \`tests/api-usage.sh\` on $(date -u '+%F') from $pkg $ver"
echo "($ndrivers drivers: the directories of drivers/net/ethernet holding .c"
echo "files). Method and limits: see the comment at the top of the script."
echo "Y: the row's kernel headers have it; S: the library defines it; -: missing."
echo
echo "## Coverage (present or shimmed)"
echo
echo "| row | top 50 | top $NTOP | missing in the top $NTOP |"
echo "|---|---:|---:|---:|"
for r in "${rows[@]}"; do
	paste -d' ' "$WORK/mark.$r" <(seq 1 "$(wc -l <"$WORK/top")") |
		awk -v r="$r" -v n="$NTOP" '
			{ t++; if ($1 != "-") { ok++; if ($2 <= 50) ok50++ } else miss++; if ($2 <= 50) t50++ }
			END { printf "| %s | %.1f%% | %.1f%% | %d |\n", r, 100 * ok50 / t50, 100 * ok / t, miss }'
done
((${#missing[@]})) && echo && echo "Not measured (never built here): ${missing[*]}."

# names some row lacks, and why the library leaves them out
paste -d' ' "$WORK/top" "${rows[@]/#/$WORK/mark.}" |
	awk '{ for (i = 4; i <= NF; i++) if ($i == "-") { print $3; next } }' >"$WORK/lacking"
echo
echo "## Missing on some row, and why the library leaves it out"
echo
echo "From \`tests/api-compile/not-bridged.list\`."
echo
echo "| name | rows without it | why |"
echo "|---|---|---|"
while read -r name; do
	without=()
	for r in "${rows[@]}"; do
		n=$(grep -nxF -- "$name" <(awk '{ print $3 }' "$WORK/top") | cut -d: -f1)
		[[ $(sed -n "${n}p" "$WORK/mark.$r") == - ]] && without+=("$r")
	done
	why=$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$TOP/tests/api-compile/not-bridged.list")
	[[ -n $why ]] || why="**no reason recorded**"
	echo "| \`$name\` | ${without[*]} | $why |"
done <"$WORK/lacking"

# what the library shims in the table, and whether the compile test
# (the apicompile cell) uses it
paste -d' ' "$WORK/top" "${rows[@]/#/$WORK/mark.}" |
	awk '{ for (i = 4; i <= NF; i++) if ($i == "S") { print $3; next } }' >"$WORK/shimmed"
grep -E '^@ ' "$TOP/tests/api-compile/uses.list" | cut -c3- | tr ' ' '\n' | sort -u >"$WORK/tested"
untested=$(sort -u "$WORK/shimmed" | comm -23 - "$WORK/tested" | tr '\n' ' ')
echo
echo "## Shimmed names and the compile test"
echo
echo "$(wc -l <"$WORK/shimmed") names of the top $NTOP are shimmed on some row;"
if [[ -n $untested ]]; then
	echo "not used by \`tests/api-compile/uses.list\` (the \`apicompile\` cell): $untested"
else
	echo "\`tests/api-compile/uses.list\` (the \`apicompile\` cell, W=1 on every row) uses each of them."
fi
echo
echo "## The top $NTOP"
echo
printf '| # | name | kind | drivers |'
printf ' %s |' "${rows[@]}"
echo
printf '|---:|---|---|---:|'
printf -- '---|%.0s' "${rows[@]}"
echo
marks=()
for r in "${rows[@]}"; do
	marks+=("$WORK/mark.$r")
done
paste -d' ' "$WORK/top" "${marks[@]}" |
	awk '{ printf "| %d | `%s` | %s | %d |", NR, $3, $2, $1; for (i = 4; i <= NF; i++) printf " %s |", $i; print "" }'
