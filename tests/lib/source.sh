# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Kernels the harness builds itself (source rows): the tree in a Debian
# linux-source-X.Y package from the mirror, fetched through the private
# apt setup of debian.sh, configured from allnoconfig with a config
# fragment kept in this repository as the preset, and built once into
# $NAPI_COMPAT_CACHE/kernels/src-<package version>-<hash of the fragment's
# options>/:
#
#   linux/       the tree, built in place (it is also what our modules
#                are built against, and where the kernel's own modules are)
#   build.log    the configuration and the build, appended to
#   .built       written only when the build succeeded: its wall time
#
# A tree without .built is configured and built again (kbuild redoes
# whatever an interrupted build left unfinished), never used.  A fragment
# Kconfig does not follow fails the row naming the options it dropped;
# then only the log and config.rejected (the .config it made) are kept.
# Nothing here touches /boot, /lib/modules or /usr/src.

# source_fragment ROW: the row's config fragment, absolute.
source_fragment() {
	local f=${K_ATTR[$1.config]}
	[[ $f == /* ]] || f=$TOP/$f
	echo "$f"
}

# source_fragment_key FRAGMENT: what a build depends on in FRAGMENT, its
# option lines in their order, hashed: a comment edit rebuilds nothing.
source_fragment_key() {
	grep -E '^(CONFIG_[A-Za-z0-9_]+=|# CONFIG_[A-Za-z0-9_]+ is not set$)' "$1" |
		sha1sum | cut -c1-12
}

# source_progress TEXT: a message for whoever watches, at once: on fd 3
# when the caller opened it (test-matrix.sh keeps stderr for the row's
# record, printed when the row is ready), else on stderr.
source_progress() {
	if { true >&3; } 2>/dev/null; then
		msg "$@" 2>&3
	else
		msg "$@"
	fi
}

# source_need_tools: what a kernel build needs, with need_tool's message
# for the first one missing; returns 1 instead of ending the run, so only
# the row fails.
source_need_tools() {
	(
		need_tool make make
		need_tool gcc gcc
		need_tool flex flex
		need_tool bison bison
		need_tool bc bc
		need_tool xz xz-utils
		need_tool tar tar
		need_tool dpkg-deb dpkg
		# objtool, built with the kernel, includes it
		[[ -f /usr/include/gelf.h ]] ||
			die "the libelf headers (/usr/include/gelf.h) are not installed (Debian package: libelf-dev); run with --install-deps or: apt-get install libelf-dev"
	)
}

# source_fetch SUITES PKG VERSION: PKG's .deb in the cache, downloaded
# through the private apt state unless it is there already.
source_fetch() {
	local suites=$1 pkg=$2 ver=$3
	deb_file "$pkg" "$ver" >/dev/null && return 0
	source_progress "apt: downloading $pkg $ver"
	deb_download "$suites" "$pkg" "$ver"
}

# source_unpack DEB MEMBER DEST: the kernel tarball MEMBER of package DEB
# unpacked into DEST (its top directory stripped), whole or not at all.
source_unpack() {
	local deb=$1 member=$2 dest=$3
	rm -rf "$dest.tmp"
	mkdir -p "$dest.tmp" || return 1
	if ! dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ".$member" | xz -dc -T0 |
		tar -xf - -C "$dest.tmp" --strip-components=1; then
		rm -rf "$dest.tmp"
		msg "cannot unpack $member from $deb"
		return 1
	fi
	if [[ ! -f $dest.tmp/Makefile || ! -d $dest.tmp/arch/x86 ]]; then
		rm -rf "$dest.tmp"
		msg "$member in $deb is not an x86 kernel tree (no Makefile or arch/x86 at its top)"
		return 1
	fi
	rm -rf "$dest"
	mv "$dest.tmp" "$dest"
}

# source_config_value CONFIG OPT: OPT's value in a .config: its text after
# '=', or n when it is off or absent.
source_config_value() {
	awk -v opt="$2" '
		index($0, opt "=") == 1 { print substr($0, length(opt) + 2); found = 1; exit }
		END { if (!found) print "n" }' "$1"
}

# source_why_dropped TREE OPT WANT: why Kconfig did not give OPT the value
# WANT, as far as the Kconfig files tell: no such option, or the "depends
# on" lines of its definition, or (for n) that something selects it.
source_why_dropped() {
	local tree=$1 sym=${2#CONFIG_} want=$3 defs deps
	defs=$(grep -rlE --include='Kconfig*' --exclude-dir=Documentation --exclude-dir=tools \
		"^[[:space:]]*(menu)?config[[:space:]]+${sym}[[:space:]]*\$" "$tree")
	if [[ -z $defs ]]; then
		echo "no such option in this kernel"
		return
	fi
	if [[ $want == n ]]; then
		echo "another option selects it"
		return
	fi
	# shellcheck disable=SC2086 # one file a word; kernel paths have no spaces
	deps=$(awk -v sym="$sym" '
		$1 ~ /^(menu)?config$/ { inside = ($2 == sym); next }
		/^[[:space:]]*(choice|endchoice|menu|endmenu|if|endif|source|comment|help)([[:space:]]|$)/ { inside = 0 }
		inside && $1 == "depends" { sub(/^[[:space:]]*depends on[[:space:]]*/, ""); printf "%s%s", sep, $0; sep = " && " }' $defs)
	echo "its dependencies are not met (${deps:+depends on $deps, }and those of any if or menu block around it), or a choice or range overrode it"
}

# source_check_config TREE FRAGMENT: every option FRAGMENT sets has that
# value in TREE/.config; otherwise say, for each one Kconfig dropped or
# changed, what it made of it and why, and return 1 with their names in
# SOURCE_DROPPED.
source_check_config() {
	local tree=$1 frag=$2 line lineno=0 opt want got asked
	SOURCE_DROPPED=()
	while IFS= read -r line || [[ -n $line ]]; do
		lineno=$((lineno + 1))
		if [[ $line =~ ^(CONFIG_[A-Za-z0-9_]+)=(.*)$ ]]; then
			opt=${BASH_REMATCH[1]} want=${BASH_REMATCH[2]}
		elif [[ $line =~ ^#\ (CONFIG_[A-Za-z0-9_]+)\ is\ not\ set$ ]]; then
			opt=${BASH_REMATCH[1]} want=n
		else
			continue
		fi
		got=$(source_config_value "$tree/.config" "$opt")
		[[ $got == "$want" ]] && continue
		if [[ $want == n ]]; then
			asked="$opt off"
		else
			asked="$opt=$want"
		fi
		[[ $got == n ]] && got="off"
		msg "$frag:$lineno: $asked, but Kconfig made it $got: $(source_why_dropped "$tree" "$opt" "$want")"
		SOURCE_DROPPED+=("$opt")
	done <"$frag"
	((${#SOURCE_DROPPED[@]} == 0))
}

# source_lint_fragment FRAGMENT: every line is an option, a comment or
# blank; a typo must not be skipped in silence.
source_lint_fragment() {
	local frag=$1 line lineno=0
	while IFS= read -r line || [[ -n $line ]]; do
		lineno=$((lineno + 1))
		[[ -z ${line//[[:space:]]/} || $line =~ ^# || $line =~ ^CONFIG_[A-Za-z0-9_]+=.+$ ]] && continue
		msg "$frag:$lineno: not CONFIG_NAME=VALUE, '# CONFIG_NAME is not set' or a comment: '$line'"
		return 1
	done <"$frag"
}

# source_configure TREE FRAGMENT LOG: allnoconfig with the fragment as its
# preset (what it does not name is off), then olddefconfig.
source_configure() {
	local tree=$1 frag=$2 log=$3 step
	for step in allnoconfig olddefconfig; do
		echo "== make $step" >>"$log"
		KCONFIG_ALLCONFIG=$frag make -C "$tree" ARCH=x86 "$step" >>"$log" 2>&1 || {
			tail -n 20 "$log" >&2
			msg "make $step failed in $tree (the end of $log is above)"
			return 1
		}
	done
}

# source_make TREE LOG: the image and the modules, on every CPU.
source_make() {
	local tree=$1 log=$2
	echo "== make -j$(nproc) bzImage modules" >>"$log"
	make -C "$tree" ARCH=x86 -j"$(nproc)" bzImage modules >>"$log" 2>&1 || {
		# the compiler's words, not kbuild's progress lines
		grep -v '^  [A-Z0-9_]\+ ' "$log" | tail -n 25 >&2
		msg "building the kernel in $tree failed (the end of $log is above)"
		return 1
	}
	[[ -f $tree/arch/x86/boot/bzImage ]] ||
		{ msg "the build in $tree succeeded but left no arch/x86/boot/bzImage"; return 1; }
}

# shellcheck disable=SC2034 # the KERNEL_* variables are for the caller
# source_prepare ROW REFRESH: row ROW's kernel, built unless the cache has
# it; sets KERNEL_IMAGE KERNEL_MODDIR KERNEL_KDIR KERNEL_VERSION_TEXT.
source_prepare() {
	local row=$1 refresh=$2 suites pkg frag ver hash root tree deb t0 secs
	suites=${K_ATTR[$row.suite]}
	pkg=${K_ATTR[$row.package]}
	frag=$(source_fragment "$row")
	[[ -f $frag ]] || { msg "config fragment $frag not found (config= of ${K_NAMES[row]})"; return 1; }
	source_lint_fragment "$frag" || return 1
	apt_prepare "$suites" "$refresh" || return 1
	ver=$(pkg_field "$suites" "$pkg" Version)
	[[ -n $ver ]] || { msg "package $pkg is not in suite(s) $suites"; return 1; }
	hash=$(source_fragment_key "$frag")
	root=$NAPI_COMPAT_CACHE/kernels/src-${ver//:/_}-$hash
	tree=$root/linux
	if [[ -f $root/.built ]]; then
		secs=$(sed -n 's/^seconds //p' "$root/.built")
		msg "kernel: $pkg $ver with ${frag#"$TOP"/} ($hash), cached in $root (built in ${secs:-?} s)"
	else
		source_need_tools || return 1
		source_fetch "$suites" "$pkg" "$ver" || return 1
		mkdir -p "$root" || { msg "cannot create $root"; return 1; }
		if [[ ! -f $tree/Makefile ]]; then
			source_progress "kernel: unpacking $pkg $ver into $tree"
			deb=$(deb_file "$pkg" "$ver") || { msg "no $pkg $ver in $NAPI_COMPAT_CACHE/debs"; return 1; }
			source_unpack "$deb" "/usr/src/$pkg.tar.xz" "$tree" || return 1
		fi
		source_progress "kernel: configuring $pkg $ver with ${frag#"$TOP"/} (log: $root/build.log)"
		t0=$(now_s)
		echo "== $(date '+%F %T'): $pkg $ver, $frag ($hash)" >>"$root/build.log"
		source_configure "$tree" "$frag" "$root/build.log" || return 1
		if ! source_check_config "$tree" "$frag"; then
			# this fragment will never build: keep what Kconfig made
			# of it, not the 1.7 GB tree
			cp "$tree/.config" "$root/config.rejected"
			rm -rf "${tree:?}"
			msg "Kconfig did not keep ${SOURCE_DROPPED[*]} as ${frag#"$TOP"/} sets them (what it made: $root/config.rejected)"
			return 1
		fi
		source_progress "kernel: building it on $(nproc) CPUs (minutes: tests/debug-kernel.config takes about 20 on 2)"
		source_make "$tree" "$root/build.log" || return 1
		secs=$(elapsed "$t0")
		printf 'seconds %s\ncpus %s\ndate %s\ngcc %s\n' "$secs" "$(nproc)" \
			"$(date '+%F %T')" "$(gcc -dumpfullversion)" >"$root/.built"
		msg "kernel: built $pkg $ver with ${frag#"$TOP"/} in $secs s on $(nproc) CPUs, cached in $root"
	fi
	KERNEL_IMAGE=$tree/arch/x86/boot/bzImage
	KERNEL_KDIR=$tree
	KERNEL_MODDIR=$tree
	[[ -f $KERNEL_IMAGE && -f $tree/Module.symvers ]] ||
		{ msg "$root says built, but $KERNEL_IMAGE or Module.symvers is missing; remove $root/.built to rebuild"; return 1; }
	KERNEL_VERSION_TEXT="Debian $pkg $ver, config ${frag##*/} $hash ($(cat "$tree/include/config/kernel.release" 2>/dev/null))"
}
