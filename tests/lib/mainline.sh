# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The mainline cell's driver: drivers/net/ethernet/realtek/8139cp.c of the
# newest linux-source package on the mirror (the suite MAINLINE_SUITE,
# default sid), fetched into the cache like the debug kernel's source and
# never into the repository, built unmodified through the library for
# each row that runs the cell.

MAINLINE_SUITE=${MAINLINE_SUITE:-sid}
MAINLINE_MEMBER=drivers/net/ethernet/realtek/8139cp.c

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
	LINUX_SOURCE_PKG=$pkg LINUX_SOURCE_VER=$ver LINUX_SOURCE_DEB=$deb
}

# mainline_source: sets MAINLINE_FILE (the cached 8139cp.c) and
# MAINLINE_FROM (package, version and the file's sha256); fetches the
# package once.  Call with the cache locked.
mainline_source() {
	local pkg ver dir deb
	[[ -n ${MAINLINE_FILE:-} && -f $MAINLINE_FILE ]] && return 0
	linux_source_newest "$MAINLINE_SUITE" mainline || return 1
	pkg=$LINUX_SOURCE_PKG ver=$LINUX_SOURCE_VER deb=$LINUX_SOURCE_DEB
	dir=$NAPI_COMPAT_CACHE/mainline/$pkg-${ver//:/_}
	if [[ ! -f $dir/.unpacked ]]; then
		source_progress "mainline: unpacking $MAINLINE_MEMBER of $pkg $ver"
		rm -rf "$dir"
		mkdir -p "$dir" || { msg "mainline: cannot create $dir"; return 1; }
		dpkg-deb --fsys-tarfile "$deb" | tar -xOf - "./usr/src/$pkg.tar.xz" | xz -dc |
			tar -xf - -C "$dir" --strip-components=1 "$pkg/$MAINLINE_MEMBER" ||
			{ msg "mainline: cannot unpack $MAINLINE_MEMBER from $deb"; return 1; }
		[[ -s $dir/$MAINLINE_MEMBER ]] || { msg "mainline: $pkg $ver has no $MAINLINE_MEMBER"; return 1; }
		touch "$dir/.unpacked"
	fi
	MAINLINE_FILE=$dir/$MAINLINE_MEMBER
	MAINLINE_FROM="$pkg $ver, sha256 $(sha256sum "$MAINLINE_FILE" | cut -c1-16)"
}

# mainline_unbridged LOG: the names a failed build met that the library
# does not bridge on that kernel (napi_compat_X_is_not_bridged_before_V in
# the compiler's messages), as "X (V), ...", sorted; nothing if none.
mainline_unbridged() {
	grep -oE 'napi_compat_[A-Za-z0-9_]+_is_not_bridged_before_[0-9_]+' "$1" |
		perl -pe 's/^napi_compat_(\w+?)_is_not_bridged_before_([0-9_]+)$/"$1 (" . ($2 =~ tr{_}{.}r) . ")"/e' |
		sort -u | paste -sd, - | sed 's/,/, /g'
}

# mainline_build ROW SRC DIR: DIR/mainline_8139cp.ko from the unmodified
# file, against the library built in SRC.  Writes DIR/provenance (where the
# file came from and how many of its lines differ from the package's: the
# build uses a copy, so the count proves the copy unchanged) and, when the
# build fails, DIR/reason (the first error, and the names the library
# says it does not bridge on this kernel: what a vendor must change).
mainline_build() {
	local row=$1 src=$2 dir=$3 changed err unbridged
	rm -rf "${dir:?}"
	mkdir -p "$dir" || return 1
	if ! mainline_source 2>"$dir/fetch.err"; then
		echo "the mainline source could not be fetched: $(tail -n 1 "$dir/fetch.err")" >"$dir/reason"
		return 1
	fi
	cp "$MAINLINE_FILE" "$dir/8139cp.c" && cp "$TOP/tests/mainline/Kbuild" "$dir/" || return 1
	changed=$(diff "$MAINLINE_FILE" "$dir/8139cp.c" | grep -c '^[<>]')
	echo "8139cp.c from $MAINLINE_FROM; $changed source lines changed" >"$dir/provenance"
	if vendor_build "$row" "$src" "$dir" "$dir/build.log" && [[ -f $dir/mainline_8139cp.ko ]]; then
		return 0
	fi
	err=$(grep -m1 -E 'error:|ERROR:|\*\*\*' "$dir/build.log" | sed "s|$dir/||")
	unbridged=$(mainline_unbridged "$dir/build.log")
	echo "the unmodified 8139cp.c did not build: ${err:-see $dir/build.log} ($(grep -c 'error:' "$dir/build.log") errors${unbridged:+; not bridged here: $unbridged}; $dir/build.log)" >"$dir/reason"
	return 1
}
