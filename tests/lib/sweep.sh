# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The sweep cell: every PCI Ethernet driver of the newest linux-source
# package on the mirror (SWEEP_SUITE, default sid) that uses NAPI, each
# composed into a Kbuild of its own from its upstream Makefile and Kconfig
# (tests/lib/sweep.pl), its sources copied unmodified from the cached
# package, and built through the library against the row's kernel.  Per
# driver: built; failed, with the names it met; or "kernel config" when it
# needs an option the row's kernel was built without.  A driver fails the
# cell only if tests/sweep/expected.list says it built on this row before.
# Uses vendor_build (dkms.sh) and linux_source_newest (mainline.sh).
# SWEEP_DRIVERS (a comma list of modules) narrows the sweep to those, for
# a quick run.

SWEEP_SUITE=${SWEEP_SUITE:-sid}
SWEEP_PL=$TOP/tests/lib/sweep.pl
SWEEP_EXPECTED=${SWEEP_EXPECTED:-$TOP/tests/sweep/expected.list}
# what the sweep unpacks of the package: the drivers, and every Kconfig
# for the kernel-wide options they depend on or select
SWEEP_MEMBERS=("drivers/net/ethernet/*" "*Kconfig*")

# sweep_source: sets SWEEP_TREE (the unpacked part of the newest
# linux-source, in the cache) and SWEEP_FROM (package and version);
# unpacks once.
# Serialised on a lock of its own: host cells of several rows may ask at
# once.
sweep_source() {
	local lock out
	mkdir -p "$NAPI_COMPAT_CACHE/sweep" || { msg "sweep: cannot create $NAPI_COMPAT_CACHE/sweep"; return 1; }
	lock=$NAPI_COMPAT_CACHE/sweep/.lock
	out=$(sweep_source_locked 9>>"$lock") || return 1
	read -r SWEEP_TREE SWEEP_FROM <<<"$out"
	[[ -n ${SWEEP_TREE:-} ]]
}

# sweep_modules LIST: the modules the sweep builds, from the tree's
# Makefiles and Kconfig (sweep.pl modules), into LIST; what it could not
# read as KTAP diagnostics
sweep_modules() {
	local list=$1
	if ! perl "$SWEEP_PL" modules "$SWEEP_TREE" >"$list" 2>"$list.warnings" || [[ ! -s $list ]]; then
		cat "$list.warnings" >&2
		msg "sweep: no module list from drivers/net/ethernet of $SWEEP_FROM (tests/lib/sweep.pl modules)"
		return 1
	fi
	sed 's/^/# /' "$list.warnings"
}

# sweep_source_locked: with the lock on fd 9, the package fetched and
# unpacked; prints "TREE PACKAGE VERSION"
sweep_source_locked() {
	local dir
	flock 9 || { msg "sweep: cannot lock $NAPI_COMPAT_CACHE/sweep/.lock"; return 1; }
	linux_source_newest "$SWEEP_SUITE" sweep >&2 || return 1
	dir=$NAPI_COMPAT_CACHE/sweep/$LINUX_SOURCE_PKG-${LINUX_SOURCE_VER//:/_}
	if [[ ! -f $dir/.unpacked ]]; then
		sweep_unpack "$LINUX_SOURCE_DEB" "$LINUX_SOURCE_PKG" "$dir" >&2 || return 1
	fi
	echo "$dir $LINUX_SOURCE_PKG $LINUX_SOURCE_VER"
}

# sweep_unpack DEB PKG DIR: SWEEP_MEMBERS of the package's tarball into
# DIR, whole or not at all.
sweep_unpack() {
	local deb=$1 pkg=$2 dir=$3
	source_progress "sweep: unpacking drivers/net/ethernet and the Kconfig files of $pkg"
	rm -rf "$dir" "$dir.tmp"
	mkdir -p "$dir.tmp" || { msg "sweep: cannot create $dir.tmp"; return 1; }
	if ! dpkg-deb --fsys-tarfile "$deb" | tar -xOf - "./usr/src/$pkg.tar.xz" | xz -dc -T0 |
		tar -xf - -C "$dir.tmp" --strip-components=1 --wildcards "${SWEEP_MEMBERS[@]/#/$pkg/}"; then
		rm -rf "$dir.tmp"
		msg "sweep: cannot unpack drivers/net/ethernet from $deb"
		return 1
	fi
	touch "$dir.tmp/.unpacked"
	mv "$dir.tmp" "$dir"
}

# sweep_kernel_config ROW: the row's kernel configuration, as its build
# tree has it
sweep_kernel_config() {
	local f
	for f in "$KERNEL_KDIR/include/config/auto.conf" "$KERNEL_KDIR/.config"; do
		[[ -s $f ]] && { echo "$f"; return 0; }
	done
	msg "sweep: ${K_NAMES[$1]}: no include/config/auto.conf or .config in $KERNEL_KDIR"
	return 1
}

# sweep_stage MODULE DIR SUBS BUILD: MODULE's files copied from the
# tree into BUILD/MODULE/ (as they lie under drivers/net/ethernet), its
# Kbuild beside its Makefile, the sub-options SUBS on; appends the files'
# sha256 to BUILD/sha256.list.  A copy keeps its time and is made again
# only when it differs, so a second run finds kbuild's work done.  Fails
# when a copy still differs from the tree.
sweep_stage() {
	local m=$1 dir=$2 subs=$3 build=$4 rel f to changed=0
	rel=${dir#drivers/net/ethernet}
	rel=${rel#/}
	perl "$SWEEP_PL" files "$SWEEP_TREE" "$dir" "$m" >"$build/meta/$m.files" ||
		{ msg "sweep: $m: cannot list its files"; return 1; }
	while read -r f; do
		to=$build/$m/${f#drivers/net/ethernet/}
		cmp -s "$SWEEP_TREE/$f" "$to" && continue
		mkdir -p "${to%/*}" && cp -p "$SWEEP_TREE/$f" "$to" || return 1
		cmp -s "$SWEEP_TREE/$f" "$to" || changed=$((changed + 1))
	done <"$build/meta/$m.files"
	(cd "$SWEEP_TREE" && xargs -a "$build/meta/$m.files" -d '\n' sha256sum) | sed "s/^/$m /" >>"$build/meta/sha256.list"
	# shellcheck disable=SC2086 # one sub-option a word
	perl "$SWEEP_PL" kbuild "$SWEEP_TREE" "$dir" "$m" $subs >"$build/meta/$m.Kbuild" ||
		{ msg "sweep: $m: cannot compose its Kbuild"; return 1; }
	to=$build/$m/${rel:+$rel/}Kbuild
	cmp -s "$build/meta/$m.Kbuild" "$to" || cp "$build/meta/$m.Kbuild" "$to" || return 1
	# .trace/include/trace/../../drivers/net/ethernet is the copy's root,
	# for the trace headers' TRACE_INCLUDE_PATH (see sweep.pl kbuild)
	mkdir -p "$build/$m/.trace/include/trace" "$build/$m/.trace/drivers/net" &&
		ln -sfn ../../.. "$build/$m/.trace/drivers/net/ethernet" || return 1
	echo "$m${rel:+/$rel}/"
	((changed == 0)) || { msg "sweep: $m: $changed copied files differ from the package's"; return 1; }
}

# sweep_top BUILD DIRS...: the Kbuild over the drivers' directories;
# make's SWEEP_ONLY narrows it to some of them
sweep_top() {
	local build=$1
	shift
	{
		echo "# SPDX-License-Identifier: GPL-2.0"
		echo "# The sweep's drivers (tests/lib/sweep.sh), one directory each."
		echo "SWEEP_ALL := $*"
		# shellcheck disable=SC2016 # make's, not the shell's
		echo 'obj-m += $(if $(SWEEP_ONLY),$(SWEEP_ONLY),$(SWEEP_ALL))'
		# shellcheck disable=SC2016
		echo 'include $(NAPI_COMPAT)/compat.mk'
	} >"$build/meta/Kbuild"
	cmp -s "$build/meta/Kbuild" "$build/Kbuild" || cp "$build/meta/Kbuild" "$build/Kbuild"
}

# sweep_build ROW SRC BUILD DIRS...: all drivers at once, make -k -j2;
# then, if some failed, once more with those whose objects linked and
# whose logs name nothing, for modpost, whose undefined symbols stay
# warnings so that one driver's do not stop the others' (the
# classification names them).  No module of an earlier run is left.
sweep_build() {
	local row=$1 src=$2 build=$3 d m names ok=() pairs=()
	shift 3
	find "$build" -name '*.ko' -delete
	sweep_top "$build" "$@"
	vendor_build "$row" "$src" "$build" "$build/meta/build.log" -k -j2 && return 0
	for d in "$@"; do
		pairs+=("${d%%/*}:${d%/}")
	done
	perl "$SWEEP_PL" classify "$build/meta/build.log" "${pairs[@]}" >"$build/meta/pass1.tsv"
	for d in "$@"; do
		m=${d%%/*}
		[[ -f $build/$d$m.o ]] || continue
		names=$(awk -F'\t' -v m="$m" '$1 == m { print $2 }' "$build/meta/pass1.tsv")
		[[ -z $names ]] && ok+=("$d")
	done
	((${#ok[@]})) || return 0
	vendor_build "$row" "$src" "$build" "$build/meta/modpost.log" -k -j2 \
		SWEEP_ONLY="${ok[*]}" KBUILD_MODPOST_WARN=1
}

# sweep_outcome BUILD PREFIX M:DIR...: after sweep_build, whether each
# module M staged in BUILD/DIR built: the two passes' logs joined
# (BUILD/meta/all.log) and classified (BUILD/meta/classified.tsv), and a
# line for each, "M<tab>built<tab>its .ko" or "M<tab>failed<tab>the names
# it met".  PREFIX: what the module's file name has before M ("" for the
# sweep, "mainline_" for the mainline cells).
sweep_outcome() {
	local build=$1 prefix=$2 p m d names
	shift 2
	cat "$build/meta/build.log" "$build/meta/modpost.log" >"$build/meta/all.log" 2>/dev/null
	perl "$SWEEP_PL" classify "$build/meta/all.log" "$@" >"$build/meta/classified.tsv"
	for p in "$@"; do
		m=${p%%:*} d=${p#*:}
		names=$(awk -F'\t' -v m="$m" '$1 == m { print $2 }' "$build/meta/classified.tsv")
		if [[ -f $build/$d/$prefix$m.ko ]] && ! grep -q 'undefined: ' <<<"$names"; then
			printf '%s\tbuilt\t%s\n' "$m" "$build/$d/$prefix$m.ko"
		else
			printf '%s\tfailed\t%s\n' "$m" "$names"
		fi
	done
}

# sweep_wanted MODULE: SWEEP_DRIVERS (a comma list) names it, or is empty
sweep_wanted() {
	[[ -z ${SWEEP_DRIVERS:-} || ,$SWEEP_DRIVERS, == *",$1,"* ]]
}

# sweep_run ROW DIR: the sweep on row ROW; writes DIR/sweep.tsv (module,
# built|failed|config, names) and copies the logs, the Kbuilds and the
# files' sha256 into DIR/sweep.  It builds in the row's build directory
# in the cache (BUILD_DIR/sweep), kept: a second run only does what
# changed (the library, a kernel).  Call with BUILD_DIR/sweep.lock held.
# KTAP diagnostics on stdout.
sweep_run() {
	local row=$1 dir=$2 build src config m mdir sym rest miss subs d names st
	local -a dirs=() mods=() wants=()
	local -A status=() why=() where=()
	src=$(build_dir "$row")/src
	build=$(build_dir "$row")/sweep
	# meta/: this run's lists, Kbuilds and logs, copied to DIR/sweep
	rm -rf "${build:?}/meta" "${dir:?}/sweep"
	mkdir -p "$build/meta" "$dir/sweep"
	config=$(sweep_kernel_config "$row") || return 1
	sweep_modules "$build/meta/modules.list" || return 1
	mapfile -t wants < <(awk '{ print $1 ":" $2 ":" $3 }' "$build/meta/modules.list")
	perl "$SWEEP_PL" needs "$SWEEP_TREE" "$config" "${wants[@]}" >"$build/meta/needs.tsv" 2>"$build/meta/needs.err" ||
		{ sed 's/^/# /' "$build/meta/needs.err"; msg "sweep: sweep.pl needs failed"; return 1; }
	# shellcheck disable=SC2034 # sym and rest: the line's other fields
	while read -r m mdir sym rest; do
		sweep_wanted "$m" || continue
		mods+=("$m")
		miss=$(awk -F'\t' -v m="$m" '$1 == m { print $2 }' "$build/meta/needs.tsv")
		subs=$(awk -F'\t' -v m="$m" '$1 == m { print $3 }' "$build/meta/needs.tsv")
		if [[ -n $miss ]]; then
			status[$m]=config why[$m]=$miss
			continue
		fi
		d=$(sweep_stage "$m" "$mdir" "$subs" "$build") || return 1
		dirs+=("$d")
		where[$m]=$d
	done <"$build/meta/modules.list"
	((${#mods[@]})) || { msg "sweep: no driver of the sweep is named in SWEEP_DRIVERS='${SWEEP_DRIVERS:-}'"; return 1; }
	if ((${#dirs[@]})); then
		echo "# sources: $SWEEP_FROM, $(wc -l <"$build/meta/sha256.list") files of ${#dirs[@]} drivers copied unmodified (sha256 in $dir/sweep/sha256.list)"
		sha256sum "$build/meta/sha256.list" | awk '{ print "# sha256 of the list: " $1 }'
		sweep_build "$row" "$src" "$build" "${dirs[@]}"
	fi
	local -a pairs=()
	for m in "${!where[@]}"; do
		pairs+=("$m:${where[$m]%/}")
	done
	while IFS=$'\t' read -r m st names; do
		if [[ $st == built ]]; then
			status[$m]=built why[$m]=""
		else
			status[$m]=failed why[$m]=${names:-other: see $dir/sweep/all.log}
		fi
	done < <(sweep_outcome "$build" "" "${pairs[@]}")
	for m in "${mods[@]}"; do
		printf '%s\t%s\t%s\n' "$m" "${status[$m]}" "${why[$m]}"
	done >"$dir/sweep.tsv"
	cp "$build"/meta/*.{log,tsv,list,Kbuild} "$dir/sweep/" 2>/dev/null
	return 0
}

# sweep_expected ROW MODULE: the expectation file lists MODULE as built
# on ROW
sweep_expected() {
	[[ -r $SWEEP_EXPECTED ]] &&
		awk -v r="$1" -v m="$2" '$1 == r && $2 == m { f = 1 } END { exit !f }' "$SWEEP_EXPECTED"
}

# sweep_check ROW DIR: KTAP for the cell on row ROW, work in DIR.
sweep_check() {
	local row=$1 dir=${2:?} start n=0 m st why built=0 conf=0 total
	start=$(now_s)
	echo "KTAP version 1"
	if ! sweep_source 2>"$dir/source.err"; then
		sed 's/^/# /' "$dir/source.err"
		echo "1..1"
		echo "not ok 1 the newest linux-source of $SWEEP_SUITE, unpacked"
		return 0
	fi
	mkdir -p "$(build_dir "$row")"
	if ! (flock 9 && sweep_run "$row" "$dir") 9>>"$(build_dir "$row")/sweep.lock" 2>"$dir/sweep.err"; then
		sed 's/^/# /' "$dir/sweep.err"
		echo "1..1"
		echo "not ok 1 the sweep of $SWEEP_FROM on ${K_NAMES[row]}"
		return 0
	fi
	total=$(wc -l <"$dir/sweep.tsv")
	echo "1..$total"
	while IFS=$'\t' read -r m st why; do
		n=$((n + 1))
		case $st in
		built)
			built=$((built + 1))
			echo "ok $n $m"
			;;
		config)
			conf=$((conf + 1))
			echo "ok $n $m # SKIP not built: kernel config: $why"
			;;
		*)
			if sweep_expected "${K_NAMES[row]}" "$m"; then
				echo "# $m: $why"
				echo "not ok $n $m # built before (tests/sweep/expected.list), now: $why"
			else
				echo "ok $n $m # SKIP not built: $why"
			fi
			;;
		esac
	done <"$dir/sweep.tsv"
	echo "# sweep ${K_NAMES[row]}: $built of $total built, $conf need kernel options the row lacks, $(elapsed "$start") s"
	echo "# agent: done"
}
