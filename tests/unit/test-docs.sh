#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The documentation's commands, links and paths, in README.md and
# docs/*.md.  Runs none of the commands it checks:
#
#  - a command is a line of a code block (indented, or fenced without a
#    language or as sh/bash/shell/console), a part of one between "&&",
#    "||", ";" or "|", or a backticked span, that starts with "./",
#    "make", "bash" or a repository path.  Outside the quick start and
#    usage of README.md only spans that start with "./" count, since
#    "make" in prose is often the kernel's own.
#    The script (or the Makefile and its targets) must exist, and every
#    option it is given must be one the script's own option parsing
#    accepts: the patterns of its "case" that start with "-", and those of
#    the repository script it passes "$@" on to (tests/check.sh and the
#    benchmarks pass theirs to test-matrix.sh).  A pattern whose action is
#    "die" refuses its option.  Where the options include --kernels, the
#    rows after -k must be rows of kernels.list and the cells after -c
#    files in tests/cells/.  Placeholders (<...>, CAPITALS, "...") are not
#    checked.
#  - every relative link must name a file or directory that exists, and
#    its #anchor a heading of the page it names; every repository path in
#    a backticked span or at the start of a line of a text block (a word
#    with a "/" whose first part is at the top of the repository) must
#    exist, as a glob where it has one; one git ignores is a build
#    output (compat/napi_compat.ko) and is not checked.
#
# README.md must also stay a front door: at most 250 lines, the two
# commands of its quick start quoted exactly, the adoption line, a link to
# every page of docs/.  A self-check runs the checker on a made-up README
# with a bogus option, a dead link and others, and requires each to be
# reported, and nothing that exists.  Prints KTAP.

set -u
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

N=0
FAILED=0

# ok_if STATUS NAME: one KTAP result line.
ok_if() {
	N=$((N + 1))
	if (($1 == 0)); then
		echo "ok $N $2"
	else
		echo "not ok $N $2"
		FAILED=$((FAILED + 1))
	fi
}

# md_records FILE: the parts of a Markdown file, one a line, tab-separated:
# "head LINE LEVEL TEXT", "para LINE SECTION TEXT" (a paragraph, list item
# or table joined into one line), "code LINE SECTION TEXT" (a line of a
# shell code block; a line starting with "[" or "-" continues the one
# before it) and "text LINE SECTION TEXT" (a line of a text block).
# SECTION is the title of the level-2 heading above it.
md_records() {
	awk '
	# never an empty field: a tab is IFS white space to read
	function sec() { return sect == "" ? "-" : sect }
	function flush() {
		if (para != "") print "para\t" pline "\t" sec() "\t" para
		para = ""
	}
	function emit_code(line, t) {
		t = line
		sub(/^[ \t]+/, "", t)
		if (t ~ /^[[-]/ && cline) {
			ctext = ctext " " t
			return
		}
		flush_code()
		cline = NR; ctext = t
	}
	function flush_code() {
		if (cline) print "code\t" cline "\t" sec() "\t" ctext
		cline = 0; ctext = ""
	}
	BEGIN { blank = 1 }
	fence {
		if ($0 ~ /^[ \t]*```/) { fence = 0; flush_code(); blank = 0; next }
		if (shell) emit_code($0)
		else print "text\t" NR "\t" sec() "\t" $0
		next
	}
	/^[ \t]*```/ {
		flush(); flush_code(); icode = 0
		info = $0
		sub(/^[ \t]*```[ \t]*/, "", info)
		shell = (info == "" || info ~ /^(sh|bash|shell|console)$/)
		fence = 1
		next
	}
	/^[ \t]*$/ { flush(); blank = 1; next }
	icode && /^(    |\t)/ { emit_code($0); blank = 0; next }
	/^(    |\t)/ && blank && para == "" {
		icode = 1; emit_code($0); blank = 0; next
	}
	{ if (icode) flush_code(); icode = 0 }
	/^#+ / {
		flush()
		level = index($0, " ") - 1
		title = substr($0, level + 2)
		if (level == 2) sect = title
		print "head\t" NR "\t" level "\t" title
		blank = 0
		next
	}
	{
		t = $0
		sub(/^[ \t]+/, "", t)
		if (para == "") pline = NR
		para = para == "" ? t : para " " t
		blank = 0
	}
	END { flush(); flush_code() }' "$1"
}

# slugs FILE: the anchors of a Markdown file's headings, GitHub's way.
slugs() {
	md_records "$1" | awk -F'\t' '$1 == "head" {
		s = tolower($4)
		gsub(/[^a-z0-9 _-]/, "", s)
		gsub(/ /, "-", s)
		print s
	}'
}

# top_names ROOT: the names at the top of the repository.
top_names() {
	if git -C "$1" rev-parse --git-dir >/dev/null 2>&1; then
		git -C "$1" ls-files | cut -d/ -f1 | sort -u
	else
		(cd "$1" && ls -A) | grep -vx -e .git -e results
	fi
}

declare -A OPTS_OF=()

# script_options ROOT SCRIPT: the options SCRIPT's option parsing takes,
# one a line, with those of the repository scripts it passes "$@" on to.
script_options() {
	local root=$1 script=$2 key="$1|$2" line fwd=() f
	if [[ -z ${OPTS_OF[$key]+set} ]]; then
		OPTS_OF[$key]=""
		[[ -f $root/$script ]] || return
		while IFS= read -r line; do
			case $line in
			opt\ *) OPTS_OF[$key]+="${line#opt } " ;;
			fwd\ *) fwd+=("${line#fwd }") ;;
			esac
		done < <(awk '
			/\\$/ { buf = buf substr($0, 1, length($0) - 1) " "; next }
			{ line = buf $0; buf = "" }
			line ~ /^[ \t]*-[^)]*\)/ {
				pat = line
				sub(/^[ \t]*/, "", pat)
				act = substr(pat, index(pat, ")") + 1)
				pat = substr(pat, 1, index(pat, ")") - 1)
				if (act ~ /^[ \t]*die([ \t]|$)/) next
				n = split(pat, alt, "|")
				for (i = 1; i <= n; i++) {
					a = alt[i]
					gsub(/^[ \t]+|[ \t]+$/, "", a)
					if (a ~ /^--?[A-Za-z][A-Za-z0-9-]*$/) print "opt " a
				}
			}
			line ~ /\$TOP\/[^" ]+/ && line ~ /"\$@"|\[@\]}"/ {
				p = substr(line, index(line, "$TOP/") + 5)
				sub(/["[:space:]].*/, "", p)
				print "fwd " p
			}' "$root/$script")
		for f in "${fwd[@]}"; do
			[[ $f == "$script" ]] && continue
			OPTS_OF[$key]+="$(script_options "$root" "$f" | tr '\n' ' ')"
		done
	fi
	tr ' ' '\n' <<<"${OPTS_OF[$key]}" | grep -v '^$'
}

# row_names ROOT: the rows of kernels.list.
row_names() {
	awk '!/^[ \t]*(#|$)/ { print $1 }' "$1/kernels.list" 2>/dev/null
}

# make_targets MAKEFILE: the targets a Makefile names.
make_targets() {
	sed -n 's/^\([A-Za-z0-9_.-][A-Za-z0-9_. -]*\):.*/\1/p' "$1" | tr ' ' '\n'
}

# concrete WORD: WORD is a real value, not a placeholder.
concrete() {
	[[ $1 =~ ^[a-z0-9][a-z0-9.,_-]*$ ]]
}

# check_values ROOT WHAT LIST: the rows or cells of a -k or -c value.
check_values() {
	local root=$1 what=$2 v
	concrete "$3" || return 0
	for v in ${3//,/ }; do
		if [[ $what == rows ]]; then
			row_names "$root" | grep -qxF -- "$v" || echo "no row '$v' in kernels.list"
		else
			[[ -f $root/tests/cells/$v.steps ]] || echo "no cell '$v' (tests/cells/$v.steps)"
		fi
	done
}

# check_make ROOT WORD...: make's directory, options and targets.
check_make() {
	local root=$1 dir=. w ext=0
	local -a targets=()
	shift 2
	while (($#)); do
		w=$1
		shift
		case $w in
		-C)
			dir=${1:-}
			shift
			[[ $dir == *@@* || $dir == /* || $dir == *'$'* ]] && ext=1
			;;
		-C*) dir=${w#-C} ;;
		-s | -k | -n | -B | -j | -j[0-9]* | --no-print-directory) ;;
		-*) echo "make does not take '$w' here" ;;
		*=* | @@* | '...') ;;
		*) targets+=("$w") ;;
		esac
	done
	((ext)) && return
	if [[ ! -f $root/$dir/Makefile ]]; then
		echo "no Makefile in '$dir'"
		return
	fi
	for w in "${targets[@]}"; do
		make_targets "$root/$dir/Makefile" | grep -qxF -- "$w" ||
			echo "no target '$w' in $dir/Makefile"
	done
}

# check_command ROOT TEXT: what is wrong with one command, one a line.
check_command() {
	local root=$1 text=$2 script w opts rows=0 i
	local -a words
	# placeholders and substitutions out, brackets of optional parts off
	# shellcheck disable=SC2016 # $( is the text to find, not to expand
	text=$(sed -e 's/<[^>]*>/@@/g' -e 's/\$([^)]*)/@@/g' \
		-e 's/[[:space:]]#.*//' -e 's/[][]/ /g' <<<"$text")
	set -f
	# shellcheck disable=SC2206 # words, not globs (set -f)
	words=($text)
	set +f
	((${#words[@]})) || return 0
	case ${words[0]} in
	make)
		check_make "$root" "${words[@]}"
		return
		;;
	bash)
		script=${words[1]:-}
		words=("${words[@]:1}")
		;;
	./*) script=${words[0]#./} ;;
	*) script=${words[0]} ;;
	esac
	if [[ ! -f $root/$script ]]; then
		echo "no script '$script'"
		return
	fi
	if [[ ${words[0]} == ./* && ! -x $root/$script ]]; then
		echo "'$script' is not executable"
	fi
	opts=" $(script_options "$root" "$script" | tr '\n' ' ') "
	[[ $opts == *" --kernels "* ]] && rows=1
	for ((i = 1; i < ${#words[@]}; i++)); do
		w=${words[i]}
		case $w in
		'>'* | '<'* | [0-9]'>'*)
			[[ $w == '>' || $w == '<' ]] && i=$((i + 1))
			continue
			;;
		--?*=*) w=${w%%=*} ;;
		-[A-Za-z]* | --[A-Za-z]*) ;;
		*) continue ;;
		esac
		[[ $w =~ ^--?[A-Za-z][A-Za-z0-9-]*$ ]] || continue
		if [[ $opts != *" $w "* ]]; then
			echo "$script does not take '$w'"
			continue
		fi
		((rows)) || continue
		case $w in
		-k | --kernels) check_values "$root" rows "${words[i + 1]:-}" ;;
		-c | --cells) check_values "$root" cells "${words[i + 1]:-}" ;;
		esac
	done
}

# is_command_start ROOT TOPS WORD: WORD starts a command we check.
is_command_start() {
	local w=$3 first
	case $w in
	./* | make | bash) return 0 ;;
	*/*)
		first=${w%%/*}
		grep -qxF -- "$first" <<<"$2" && [[ -f $1/$w ]]
		;;
	*) return 1 ;;
	esac
}

# check_path ROOT TOPS WORD: a repository path that does not exist.
check_path() {
	local root=$1 tops=$2 w=$3 pat
	w=${w#[(\"\']}
	w=${w%%[,.;:)\"\']}
	w=${w%%[,.;:)\"\']}
	[[ $w == */* && $w != *[\$=@{}]* && $w != *://* ]] || return 0
	grep -qxF -- "${w%%/*}" <<<"$tops" || return 0
	[[ -e $root/$w ]] && return 0
	# a path git ignores is a build output (compat/napi_compat.ko)
	git -C "$root" check-ignore -q -- "$w" 2>/dev/null && return 0
	# placeholders become globs: <...>, and NAME, ROW, CELL, DIR, FILE
	pat=$(sed -E -e 's/<[^>]*>/*/g' \
		-e 's#(^|/)(NAME|ROW|CELL|DIR|FILE|KERNEL)(\.|/|$)#\1*\3#g' <<<"$w")
	if [[ $pat == *'*'* || $pat == *'?'* ]]; then
		compgen -G "$root/$pat" >/dev/null && return 0
	fi
	echo "no such path '$w'"
}

# check_link FILE TARGET: a relative link that leads nowhere.
check_link() {
	local file=$1 target=$2 path anchor dest
	case $target in
	http:* | https:* | mailto:* | ftp:*) return 0 ;;
	esac
	path=${target%%#*}
	anchor=""
	[[ $target == *'#'* ]] && anchor=${target#*#}
	if [[ -z $path ]]; then
		dest=$file
	else
		dest=$(dirname "$file")/$path
		if [[ ! -e $dest ]]; then
			echo "dead link '$target'"
			return
		fi
	fi
	if [[ -n $anchor && $dest == *.md && -f $dest ]]; then
		slugs "$dest" | grep -qxF -- "$anchor" || echo "no heading '#$anchor' in ${path:-this page}"
	fi
}

CHECKED=0

# check_file FILE ROOT MODE: every problem of FILE, as FILE:LINE: WHAT.
# MODE "usage" checks the commands of the Quick start and Usage sections
# only, backticked ones included; "readme" and "docs" check everything,
# with backticked commands starting with make or bash only in README's
# Quick start and Usage.
check_file() {
	local file=$1 root=$2 mode=$3 name tops kind line sect text span w part target usage
	local -a parts
	name=${file#"$root"/}
	tops=$(top_names "$root")
	while IFS=$'\t' read -r kind line sect text; do
		usage=0
		[[ $sect == "Quick start"* || $sect == Usage* ]] && usage=1
		[[ $mode == usage && $kind != para && $kind != code ]] && continue
		[[ $mode == usage ]] && ((!usage)) && continue
		case $kind in
		code)
			[[ $text == '#'* ]] && continue
			# the commands of a line: its parts between && || ; |
			mapfile -t parts < <(sed -e 's/ && /\n/g' -e 's/ || /\n/g' \
				-e 's/; /\n/g' -e 's/ | /\n/g' <<<"$text")
			for part in "${parts[@]}"; do
				part=${part#"${part%%[![:space:]]*}"}
				w=${part%% *}
				is_command_start "$root" "$tops" "$w" || continue
				CHECKED=$((CHECKED + 1))
				check_command "$root" "$part" | sed "s|^|$name:$line: |"
			done
			;;
		text)
			[[ $mode == usage ]] && continue
			w=${text#"${text%%[![:space:]]*}"}
			w=${w%%[[:space:]]*}
			check_path "$root" "$tops" "$w" | sed "s|^|$name:$line: |"
			;;
		para)
			# shellcheck disable=SC2016 # backticks to find, not to run
			while IFS= read -r span; do
				span=${span#\`}
				span=${span%\`}
				w=${span%% *}
				if [[ $w == ./* ]] ||
					{ ((usage)) && [[ $mode != docs ]] &&
						is_command_start "$root" "$tops" "$w"; }; then
					CHECKED=$((CHECKED + 1))
					check_command "$root" "$span" | sed "s|^|$name:$line: |"
				elif [[ $mode != usage ]]; then
					(
						set -f
						# shellcheck disable=SC2086 # its words, not globs
						for w in $span; do
							check_path "$root" "$tops" "$w"
						done
					) | sed "s|^|$name:$line: |"
				fi
			done < <(grep -o '`[^`]*`' <<<"$text")
			[[ $mode == usage ]] && continue
			# shellcheck disable=SC2001,SC2016 # code spans out: a regex
			while IFS= read -r target; do
				target=${target#](}
				target=${target%)}
				check_link "$file" "$target" | sed "s|^|$name:$line: |"
			done < <(sed 's/`[^`]*`//g' <<<"$text" | grep -oE '\]\([^) ]+\)')
			;;
		esac
	done < <(md_records "$file")
}

# report OUT: the problems found, as diagnostics; fails if there are any.
report() {
	sed 's/^/# /' "$1"
	[[ ! -s $1 ]]
}

readme_front_door() {
	local r=$TOP/README.md lines
	lines=$(wc -l <"$r")
	echo "# README.md: $lines lines"
	((lines <= 250))
	ok_if $? "README.md is at most 250 lines"

	local missing=""
	md_records "$r" | awk -F'\t' '$1 == "code" && $3 ~ /^Quick start/ { print $4 }' >"$WORK/quick"
	grep -qxF './test-matrix.sh --install-deps' "$WORK/quick" || missing+=" ./test-matrix.sh --install-deps"
	grep -qxF './tests/check.sh' "$WORK/quick" || missing+=" ./tests/check.sh"
	# shellcheck disable=SC2016 # $(NAPI_COMPAT) is for make
	grep -qF 'include $(NAPI_COMPAT)/compat.mk' "$r" || missing+=" the adoption line"
	[[ -z $missing ]] || echo "# README.md lacks:$missing"
	[[ -z $missing ]]
	ok_if $? "README.md quotes the main job, the test command and the adoption line"

	local page bad=""
	for page in "$TOP"/docs/*.md; do
		grep -qF "](docs/${page##*/}" "$r" || bad+=" docs/${page##*/}"
	done
	[[ -z $bad ]] || echo "# not linked from README.md:$bad"
	[[ -z $bad ]]
	ok_if $? "README.md links every page of docs/"
}

self_check() {
	local d=$WORK/selfcheck out=$WORK/selfcheck.out
	mkdir -p "$d"
	printf '# A page\n\n## Here\n\nText.\n' >"$d/present.md"
	cat >"$d/README.md" <<-'EOF'
		# Made up

		## Quick start

		    ./test-matrix.sh --no-such-option -k deb-6.1
		    ./test-matrix.sh -k deb-9.9 -c 8139cp
		    ./tests/check.sh -k deb-6.1,old-5.4 -c 8139too
		    make no-such-target

		## Usage

		Fine: `./test-matrix.sh -S -k old-3.10 -c churn,hostile`, `make dist`,
		[a page](present.md), [a section](present.md#here),
		`compat/napi_old.c` and `tests/cells/NAME.steps`.
		Broken: [a dead link](docs/no-such-page.md), [a dead
		anchor](present.md#no-such-heading) and `compat/no-such-file.c`.
	EOF
	check_file "$d/README.md" "$TOP" readme >"$out"
	sed 's/^/# self-check: /' "$out"
	grep -q "does not take '--no-such-option'" "$out"
	ok_if $? "self-check: a bogus option is reported"
	grep -q "dead link 'docs/no-such-page.md'" "$out"
	ok_if $? "self-check: a dead link is reported"
	grep -q "no heading '#no-such-heading'" "$out"
	ok_if $? "self-check: a dead anchor is reported"
	grep -q "no such path 'compat/no-such-file.c'" "$out"
	ok_if $? "self-check: a missing repository path is reported"
	grep -q "no row 'deb-9.9'" "$out"
	ok_if $? "self-check: an unknown kernel row is reported"
	grep -q "no target 'no-such-target'" "$out"
	ok_if $? "self-check: an unknown make target is reported"
	[[ $(wc -l <"$out") == 6 ]]
	ok_if $? "self-check: nothing that exists is reported"
}

FILES=("$TOP/README.md" "$TOP"/docs/*.md)

echo "KTAP version 1"
echo "1..$((4 + ${#FILES[@]} + 7))"
readme_front_door

CHECKED=0
check_file "$TOP/README.md" "$TOP" usage >"$WORK/usage.out"
echo "# README.md quick start and usage: $CHECKED commands checked"
report "$WORK/usage.out" && ((CHECKED > 0))
ok_if $? "README.md: the commands of the quick start and usage exist and take their options"

for f in "${FILES[@]}"; do
	mode=docs
	[[ $f == "$TOP/README.md" ]] && mode=readme
	CHECKED=0
	check_file "$f" "$TOP" "$mode" >"$WORK/file.out"
	echo "# ${f#"$TOP"/}: $CHECKED commands checked"
	report "$WORK/file.out"
	ok_if $? "${f#"$TOP"/}: commands, relative links and repository paths exist"
done

self_check
echo "# docs: $FAILED of $N failed"
((FAILED == 0))
