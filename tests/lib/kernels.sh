# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# kernels.list parsing.
#
# A line is:  NAME KIND KEY=VALUE...
# NAME is [A-Za-z0-9._-]+ and unique; KIND is one of the kinds below; a VALUE
# may be double-quoted to hold spaces, and ${VAR} in it is replaced by the
# environment variable VAR (an unset one is an error).  '#' starts a comment
# outside quotes.  Every problem stops the parse with FILE:LINE: reason.
#
# Results, indexed by row number from 0:
#   K_NAMES[i]  K_KINDS[i]  K_LINES[i]
#   K_ATTR["i.key"]=value

declare -ga K_NAMES=() K_KINDS=() K_LINES=()
declare -gA K_ATTR=()

# Keys each kind requires, and those it also allows.
declare -gA KIND_REQUIRED=(
	[debian]="suite meta run"
	[local]="tree image cc run"
	[source]="suite package config run"
	[tree]="src rev recipe run"
)
declare -gA KIND_OPTIONAL=(
	[debian]="chroot append mem timeout stress vars"
	[local]="append mem make timeout stress vars"
	[source]="append mem timeout stress vars"
	[tree]="origin arch cc modflags image chroot append mem timeout stress vars"
)

# Cells a row may run: one file each in tests/cells/, and mainline:NAME
# for each driver of tests/mainline/drivers.list (tests/lib/mainline.sh;
# "mainline" is all of them).
kernels_known_cells() {
	local f
	for f in "${CELLS_DIR:?}"/*.steps; do
		[[ -e $f ]] || continue
		f=${f##*/}
		printf '%s\n' "${f%.steps}"
	done
	mainline_cells || return 1
}

# cell_steps CELL: the steps file of CELL (CELL.N, mainline:NAME[.N])
cell_steps() {
	local c=${1%.[0-9]*}
	echo "${CELLS_DIR:?}/${c%%:*}.steps"
}

# row_cells ROW: the cells to run on ROW: -c if given, else its run= list
# and, with --stress, its stress= list; with --repeat N each N times.
# CELLS, STRESS and REPEAT are test-matrix.sh's options.
row_cells() {
	# shellcheck disable=SC2153 # set by test-matrix.sh
	local list=${CELLS:-} cell
	local -a each
	if [[ -z $list ]]; then
		list=${K_ATTR[$1.run]}
		((${STRESS:-0})) && list+=,${K_ATTR[$1.stress]:-}
	fi
	for cell in ${list//,/ }; do
		each=("$cell")
		# "mainline": every driver of the list, each its own cell
		[[ $cell == mainline ]] && mapfile -t each < <(mainline_cells)
		row_cells_each "${each[@]}"
	done
}

# row_cells_each CELL...: each CELL, and with --repeat N its runs 2..N
row_cells_each() {
	local cell i
	for cell in "$@"; do
		echo "$cell"
		for ((i = 2; i <= ${REPEAT:-1}; i++)); do
			echo "$cell.$i"
		done
	done
}

# _kl_tokens LINE: split into words, honouring double quotes and comments.
# Sets KL_WORDS; returns 1 with KL_ERR set on a broken line.
_kl_tokens() {
	local line=$1 i c word="" inword=0 quoted=0
	KL_WORDS=()
	KL_ERR=""
	for ((i = 0; i < ${#line}; i++)); do
		c=${line:i:1}
		if ((quoted)); then
			if [[ $c == '"' ]]; then
				quoted=0
			else
				word+=$c
			fi
			continue
		fi
		case $c in
		'"')
			quoted=1
			inword=1
			;;
		'#')
			break
			;;
		' ' | $'\t')
			if ((inword)); then
				KL_WORDS+=("$word")
				word=""
				inword=0
			fi
			;;
		*)
			word+=$c
			inword=1
			;;
		esac
	done
	if ((quoted)); then
		KL_ERR="unterminated quote"
		return 1
	fi
	((inword)) && KL_WORDS+=("$word")
	return 0
}

# _kl_expand VALUE: replace ${VAR}; sets KL_VALUE, or KL_ERR and returns 1.
_kl_expand() {
	local v=$1 out="" name open='$''{'
	while [[ $v == *"$open"* ]]; do
		out+=${v%%"$open"*}
		v=${v#*"$open"}
		if [[ $v != *'}'* ]]; then
			KL_ERR="unterminated \${ in '$1'"
			return 1
		fi
		name=${v%%\}*}
		v=${v#*\}}
		if ! [[ $name =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then
			KL_ERR="bad variable name '$name'"
			return 1
		fi
		if [[ -z ${!name+set} ]]; then
			KL_ERR="environment variable $name is not set"
			return 1
		fi
		out+=${!name}
	done
	KL_VALUE=$out$v
}

_kl_fail() {
	printf '%s:%s: %s\n' "$1" "$2" "$3" >&2
	return 1
}

# shellcheck disable=SC2094 # FILE is only named in messages, never written
# kernels_parse FILE: fill the K_* arrays, or print FILE:LINE: reason and
# return 1.
kernels_parse() {
	local file=$1 raw lineno=0 row=0 name kind w key allowed known cells c
	declare -A seen=() keys

	K_NAMES=()
	K_KINDS=()
	K_LINES=()
	K_ATTR=()
	[[ -r $file ]] || {
		printf '%s: cannot read the kernel list\n' "$file" >&2
		return 1
	}
	known=$(kernels_known_cells) || { printf '%s: the known cells could not be listed\n' "$file" >&2; return 1; }
	while IFS= read -r raw || [[ -n $raw ]]; do
		lineno=$((lineno + 1))
		_kl_tokens "$raw" || { _kl_fail "$file" $lineno "$KL_ERR"; return 1; }
		((${#KL_WORDS[@]})) || continue
		((${#KL_WORDS[@]} >= 2)) ||
			{ _kl_fail "$file" $lineno "a row needs NAME KIND KEY=VALUE..."; return 1; }
		name=${KL_WORDS[0]}
		kind=${KL_WORDS[1]}
		[[ $name =~ ^[A-Za-z0-9._-]+$ ]] ||
			{ _kl_fail "$file" $lineno "bad kernel name '$name'"; return 1; }
		[[ -z ${seen[$name]:-} ]] ||
			{ _kl_fail "$file" $lineno "duplicate kernel name '$name' (first at line ${seen[$name]})"; return 1; }
		[[ -n ${KIND_REQUIRED[$kind]:-} ]] ||
			{ _kl_fail "$file" $lineno "unknown kind '$kind' (known: ${!KIND_REQUIRED[*]})"; return 1; }
		seen[$name]=$lineno
		allowed=" ${KIND_REQUIRED[$kind]} ${KIND_OPTIONAL[$kind]} "
		keys=()
		for w in "${KL_WORDS[@]:2}"; do
			[[ $w == *=* ]] ||
				{ _kl_fail "$file" $lineno "'$w' is not KEY=VALUE"; return 1; }
			key=${w%%=*}
			[[ $allowed == *" $key "* ]] ||
				{ _kl_fail "$file" $lineno "kind $kind has no key '$key' (keys: ${allowed# })"; return 1; }
			[[ -z ${keys[$key]:-} ]] ||
				{ _kl_fail "$file" $lineno "key '$key' given twice"; return 1; }
			_kl_expand "${w#*=}" || { _kl_fail "$file" $lineno "$KL_ERR"; return 1; }
			[[ -n $KL_VALUE ]] ||
				{ _kl_fail "$file" $lineno "key '$key' is empty"; return 1; }
			keys[$key]=1
			K_ATTR["$row.$key"]=$KL_VALUE
		done
		for key in ${KIND_REQUIRED[$kind]}; do
			[[ -n ${keys[$key]:-} ]] ||
				{ _kl_fail "$file" $lineno "kind $kind needs '$key='"; return 1; }
		done
		for key in run stress; do
			IFS=, read -ra cells <<<"${K_ATTR[$row.$key]:-}"
			for c in "${cells[@]}"; do
				grep -qxF -- "$c" <<<"$known" ||
					{ _kl_fail "$file" $lineno "unknown cell '$c' in $key= (known: ${known//$'\n'/ })"; return 1; }
			done
		done
		for w in ${K_ATTR[$row.vars]:-}; do
			[[ $w =~ ^[A-Z_][A-Z0-9_]*=[^{}[:space:]]+$ ]] ||
				{ _kl_fail "$file" $lineno "vars= wants NAME=VALUE words (NAME in capitals), not '$w'"; return 1; }
		done
		if [[ -n ${K_ATTR[$row.timeout]:-} && ! ${K_ATTR[$row.timeout]} =~ ^[1-9][0-9]*$ ]]; then
			_kl_fail "$file" $lineno "timeout= wants seconds, not '${K_ATTR[$row.timeout]}'"
			return 1
		fi
		if [[ $kind == tree && ! ${K_ATTR[$row.rev]} =~ ^([0-9a-f]{40}|[0-9a-f]{64})$ ]]; then
			_kl_fail "$file" $lineno "rev= wants a git commit (40 hex digits) or a tarball's sha256 (64), not '${K_ATTR[$row.rev]}'"
			return 1
		fi
		K_NAMES+=("$name")
		K_KINDS+=("$kind")
		K_LINES+=("$lineno")
		row=$((row + 1))
	done <"$file"
	((row)) || { printf '%s: no kernels listed\n' "$file" >&2; return 1; }
	return 0
}

# kernels_index NAME: print the row number of NAME, or return 1.
kernels_index() {
	local i
	for i in "${!K_NAMES[@]}"; do
		[[ ${K_NAMES[i]} == "$1" ]] && { echo "$i"; return 0; }
	done
	return 1
}

# the mainline cells' list (mainline_cells, mainline_name) for every user
# of the kernel list
if ! declare -F mainline_cells >/dev/null; then
	# shellcheck source=tests/lib/mainline.sh
	. "${TOP:?}/tests/lib/mainline.sh"
fi
