# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The mainline cells: the kernel's own drivers of tests/mainline/drivers.list
# as the newest linux-source package on the mirror ships them (the sweep's
# sources: the suite SWEEP_SUITE, default sid), fetched into the cache and
# never into the repository, each built unmodified through the
# library for the rows that run it and booted on the QEMU model it drives.
# The cell mainline:NAME runs one driver; "mainline" is every driver of
# the list.  Uses the sweep's staging (tests/lib/sweep.sh) to compose each
# driver's Kbuild from its own Makefile.

MAINLINE_LIST=${MAINLINE_LIST:-$TOP/tests/mainline/drivers.list}
MAINLINE_KEYS=" dir sources config nic boot "

# linux_source_newest SUITE WHAT: sets LINUX_SOURCE_PKG, LINUX_SOURCE_VER
# and LINUX_SOURCE_DEB: the linux-source-X.Y package that SUITE's
# linux-source depends on, downloaded into the cache once.  WHAT names
# the caller in messages.  Call with the cache locked.
linux_source_newest() {
	local suite=$1 what=$2 meta pkg ver deb
	apt_prepare "$suite" "${REFRESH:-0}" ||
		{ msg "$what: the apt state for $suite could not be prepared"; return 1; }
	meta=$(pkg_field "$suite" linux-source Depends)
	pkg=$(sed -n 's/^\(linux-source-[0-9.]*\).*/\1/p' <<<"$meta")
	[[ -n $pkg ]] ||
		{ msg "$what: linux-source in $suite depends on no linux-source-X.Y ('$meta')"; return 1; }
	ver=$(pkg_field "$suite" "$pkg" Version)
	[[ -n $ver ]] || { msg "$what: package $pkg is not in suite $suite"; return 1; }
	source_fetch "$suite" "$pkg" "$ver" || return 1
	deb=$(deb_file "$pkg" "$ver") || { msg "$what: no $pkg $ver in $NAPI_COMPAT_CACHE/debs"; return 1; }
	# shellcheck disable=SC2034 # the callers' (sweep.sh)
	LINUX_SOURCE_PKG=$pkg LINUX_SOURCE_VER=$ver LINUX_SOURCE_DEB=$deb
}

# mainline_read: MAINLINE_NAMES (in the list's order) and
# MAINLINE_ATTR[NAME.KEY] from MAINLINE_LIST, once; a malformed line stops
# with FILE:LINE and why.
# shellcheck disable=SC2094 # the list is only named in messages, never written
mainline_read() {
	local lineno=0 raw name w key
	[[ -n ${MAINLINE_NAMES+set} ]] && return 0
	declare -ga MAINLINE_NAMES=()
	declare -gA MAINLINE_ATTR=()
	[[ -r $MAINLINE_LIST ]] || { msg "cannot read the mainline list $MAINLINE_LIST"; return 1; }
	while IFS= read -r raw || [[ -n $raw ]]; do
		lineno=$((lineno + 1))
		_kl_tokens "$raw" || { _kl_fail "$MAINLINE_LIST" $lineno "$KL_ERR"; return 1; }
		((${#KL_WORDS[@]})) || continue
		name=${KL_WORDS[0]}
		[[ $name =~ ^[A-Za-z0-9_-]+$ ]] ||
			{ _kl_fail "$MAINLINE_LIST" $lineno "bad driver name '$name'"; return 1; }
		[[ -z ${MAINLINE_ATTR[$name.line]:-} ]] ||
			{ _kl_fail "$MAINLINE_LIST" $lineno "driver '$name' listed twice"; return 1; }
		MAINLINE_ATTR[$name.line]=$lineno
		for w in "${KL_WORDS[@]:1}"; do
			key=${w%%=*}
			[[ $w == *=?* && $MAINLINE_KEYS == *" $key "* ]] ||
				{ _kl_fail "$MAINLINE_LIST" $lineno "'$w' is not one of KEY=VALUE with KEY in:$MAINLINE_KEYS"; return 1; }
			MAINLINE_ATTR[$name.$key]=${w#*=}
		done
		for key in dir sources config nic; do
			[[ -n ${MAINLINE_ATTR[$name.$key]:-} ]] ||
				{ _kl_fail "$MAINLINE_LIST" $lineno "driver '$name' needs $key="; return 1; }
		done
		[[ ${MAINLINE_ATTR[$name.config]} =~ ^CONFIG_[A-Z0-9_]+(,CONFIG_[A-Z0-9_]+)*$ ]] ||
			{ _kl_fail "$MAINLINE_LIST" $lineno "config= wants CONFIG_ symbols, comma-separated"; return 1; }
		[[ -z ${MAINLINE_ATTR[$name.boot]:-} || ${MAINLINE_ATTR[$name.boot]} == "no: "?* ]] ||
			{ _kl_fail "$MAINLINE_LIST" $lineno "boot= is \"no: WHY\""; return 1; }
		MAINLINE_NAMES+=("$name")
	done <"$MAINLINE_LIST"
	((${#MAINLINE_NAMES[@]})) || { msg "$MAINLINE_LIST lists no driver"; return 1; }
}

# mainline_cells: mainline:NAME for every driver of the list, a line each
mainline_cells() {
	mainline_read || return 1
	printf 'mainline:%s\n' "${MAINLINE_NAMES[@]}"
}

# mainline_name CELL: NAME of a mainline:NAME[.N] cell, else nothing
mainline_name() {
	local c=${1%.[0-9]*}
	[[ $c == mainline:* ]] && echo "${c#mainline:}"
}

# mainline_unbridged LOG: the names a failed build met that the library
# does not bridge on that kernel (napi_compat_X_is_not_bridged_before_V in
# the compiler's messages), as "X (V), ...", sorted; nothing if none.
mainline_unbridged() {
	grep -oE 'napi_compat_[A-Za-z0-9_]+_is_not_bridged_before_[0-9_]+' "$1" |
		perl -pe 's/^napi_compat_(\w+?)_is_not_bridged_before_([0-9_]+)$/"$1 (" . ($2 =~ tr{_}{.}r) . ")"/e' |
		sort -u | paste -sd, - | sed 's/,/, /g'
}

# mainline_state ROW NAME: the directory holding NAME's state on ROW:
# status (built; failed, to build; config, the kernel lacks an option the
# driver needs; error, the harness could not try), reason, provenance, module
mainline_state() {
	echo "$(build_dir "$1")/mainline/state/$2"
}

# mainline_say STATE STATUS REASON: record a driver's outcome
mainline_say() {
	echo "$2" >"$1/status"
	[[ -z $3 ]] || echo "$3" >"$1/reason"
}

# mainline_rename KBUILD NAME: the composed Kbuild builds the module as
# mainline_NAME, of the objects its Makefile gives NAME (or NAME.o alone):
# the kernel has its own NAME.ko, which other cells load (8139cp) or
# which would shadow ours (8139too), and a name of our own can never be
# the kernel's module taken by mistake.
mainline_rename() {
	local kb=$1 m=$2
	grep -qxF "obj-m := mainline_$m.o" "$kb" && return 0
	grep -qxF "obj-m := $m.o" "$kb" || return 1
	sed -i "s/^obj-m := $m\.o\$/obj-m := mainline_$m.o/" "$kb" &&
		echo "mainline_$m-y := \$(or \$(strip \$($m-y) \$($m-objs)),$m.o)" >>"$kb"
}

# mainline_build ROW SRC NAME...: the drivers NAME... of the list, staged
# from the package unmodified and built through the library in SRC, all in
# one kbuild pass in BUILD_DIR/mainline (kept: a second run rebuilds only
# what changed).  Each driver's outcome in its state directory; the
# function fails only when nothing could be tried.
mainline_build() {
	local row=$1 src=$2 build m dir sym want have config miss subs d names s st
	local -a dirs=() pairs=() wants=() sub
	local -A where=()
	shift 2
	build=$(build_dir "$row")/mainline
	rm -rf "${build:?}/state" "${build:?}/meta"
	mkdir -p "$build/meta" || return 1
	for m in "$@"; do
		mkdir -p "$build/state/$m"
	done
	if ! mainline_read 2>"$build/meta/list.err" || ! sweep_source 2>"$build/meta/source.err"; then
		for m in "$@"; do
			mainline_say "$build/state/$m" error "the mainline source could not be had: $(cat "$build/meta/list.err" "$build/meta/source.err" | tail -n 1)"
		done
		return 1
	fi
	sweep_modules "$build/meta/modules.list" >/dev/null 2>"$build/meta/modules.err"
	config=$(sweep_kernel_config "$row" 2>>"$build/meta/modules.err")
	for m in "$@"; do
		s=$build/state/$m
		dir=drivers/net/ethernet/${MAINLINE_ATTR[$m.dir]}
		sym=${MAINLINE_ATTR[$m.config]%%,*}
		sym=${sym#CONFIG_}
		want=$(tr ',' '\n' <<<"${MAINLINE_ATTR[$m.sources]}" | sort | paste -sd' ' -)
		have=$(awk -v m="$m" -v d="$dir" -v s="$sym" '$1 == m && $2 == d && $3 == s { for (i = 4; i <= NF; i++) print $i }' \
			"$build/meta/modules.list" 2>/dev/null | sort | paste -sd' ' -)
		if [[ -z $have ]]; then
			mainline_say "$s" error "$SWEEP_FROM has no PCI NAPI module $m of CONFIG_$sym in $dir: correct $MAINLINE_LIST"
			continue
		fi
		if [[ $want != "$have" ]]; then
			mainline_say "$s" error "$MAINLINE_LIST says $m is built from $want; $SWEEP_FROM's $dir/Makefile builds it from $have: correct the list"
			continue
		fi
		wants+=("$m:$dir:$sym")
	done
	if ((${#wants[@]})) && [[ -n $config ]]; then
		perl "$SWEEP_PL" needs "$SWEEP_TREE" "$config" "${wants[@]}" >"$build/meta/needs.tsv" 2>>"$build/meta/modules.err"
	fi
	for m in "${wants[@]}"; do
		dir=${m#*:}
		dir=${dir%:*}
		m=${m%%:*}
		s=$build/state/$m
		miss=$(awk -F'\t' -v m="$m" '$1 == m { print $2 }' "$build/meta/needs.tsv" 2>/dev/null)
		if [[ -z $config || ! -s $build/meta/needs.tsv ]]; then
			mainline_say "$s" error "the row's kernel configuration could not be read: $(tail -n 1 "$build/meta/modules.err")"
			continue
		fi
		if [[ -n $miss ]]; then
			mainline_say "$s" config "kernel config: the row's kernel was built without $miss"
			continue
		fi
		subs=$(awk -F'\t' -v m="$m" '$1 == m { print $3 }' "$build/meta/needs.tsv")
		subs+=" $(tr ',' '\n' <<<"${MAINLINE_ATTR[$m.config]}" | sed -n '2,$s/^CONFIG_//p' | paste -sd' ' -)"
		read -ra sub <<<"$subs"
		d=$(sweep_stage "$m" "$dir" "${sub[*]}" "$build" 2>"$s/stage.err") ||
			{ mainline_say "$s" failed "cannot stage $m: $(tail -n 1 "$s/stage.err")"; continue; }
		mainline_rename "$build/$d/Kbuild" "$m" ||
			{ mainline_say "$s" error "cannot rename $m's module in $build/${d}Kbuild"; continue; }
		dirs+=("$d")
		where[$m]=$d
		echo "$m of $SWEEP_FROM, $(awk -v m="$m" '$1 == m' "$build/meta/sha256.list" | wc -l) files copied unmodified (sha256 of their list: $(awk -v m="$m" '$1 == m' "$build/meta/sha256.list" | sha256sum | cut -c1-16)), options: ${MAINLINE_ATTR[$m.config]}" >"$s/provenance"
	done
	((${#dirs[@]})) || return 0
	# as the sweep builds: every driver at once, then modpost for those
	# that compiled, so that one driver's failure does not stop the others
	sweep_build "$row" "$src" "$build" "${dirs[@]}"
	for m in "${!where[@]}"; do
		pairs+=("$m:${where[$m]%/}")
	done
	while IFS=$'\t' read -r m st names; do
		s=$build/state/$m
		if [[ $st == built ]]; then
			echo "$names" >"$s/module"
			mainline_say "$s" built ""
		else
			mainline_say "$s" failed "the unmodified $m did not build: ${names:-see $build/meta/all.log}"
		fi
	done < <(sweep_outcome "$build" mainline_ "${pairs[@]}")
}

# mainline_verdict ROW NAME: for a mainline cell before its boot: prints
# nothing and succeeds when the driver built and boots; else prints the
# cell's result ("skip: ..." or "not ok: ...") and fails.  A driver that
# did not build is a failure only where tests/sweep/expected.list says the
# sweep built it on this row.
mainline_verdict() {
	local row=$1 name=$2 s st why
	s=$(mainline_state "$row" "$name")
	st=$(cat "$s/status" 2>/dev/null)
	why=$(cat "$s/reason" 2>/dev/null)
	case $st in
	built)
		if [[ -n ${MAINLINE_ATTR[$name.boot]:-} ]]; then
			echo "skip: built unmodified; not booted: ${MAINLINE_ATTR[$name.boot]#no: }"
			return 1
		fi
		return 0
		;;
	config)
		echo "skip: not built: $why"
		;;
	failed)
		if sweep_expected "${K_NAMES[row]}" "$name"; then
			echo "not ok: $why (the sweep built it on this row before: tests/sweep/expected.list)"
		else
			echo "skip: not built: $why"
		fi
		;;
	error)
		echo "not ok: $why"
		;;
	*)
		echo "not ok: $name was not built for this row (no state in $s)"
		;;
	esac
	return 1
}
