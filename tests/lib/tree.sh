# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Kernels the harness builds from a source the user supplies (tree rows):
# kernels no distribution on the mirror packages (2.6.x, 3.x, 4.x, 5.4, a
# RHEL tree).  The row names the source (src=: a git repository or
# checkout, or a tarball), what it must be (rev=: the git commit, or the
# tarball's sha256), and a recipe in this repository (recipe=: a folder
# holding the config fragment, "config", and our own fixes for today's
# toolchain, NN-*.patch, each opening with a line that says why).  The
# kernel source and what is built from it never enter the repository; they
# live in the cache:
#
#   $NAPI_COMPAT_CACHE/kernels/tree-<source name>-<rev, 12>-<recipe hash>/
#     linux/       the tree: exported from the source, patched, configured
#                  (allnoconfig with the fragment as its preset) and built
#                  in place, the kernel's own modules beside it
#     build.log    the export, patches, configuration and build
#     .built       written only when the build succeeded: provenance
#                  (source, origin, rev), compiler, wall time
#
# A built tree is used without its source: the row looks for .built first,
# so a machine that built it once keeps the row after the source is gone.
# Without either the row is a SKIP saying where to put the source.  A tree
# without .built is finished by the next run (kbuild redoes what an
# interrupted build left); an export or patch that failed is removed whole.

# tree_src_dir: where relative src= values are looked up.
tree_src_dir() {
	echo "${NAPI_COMPAT_SRC:-$NAPI_COMPAT_CACHE/src}"
}

# tree_src_path ROW: the row's src= made absolute.
tree_src_path() {
	local src=${K_ATTR[$1.src]}
	[[ $src == /* ]] || src=$(tree_src_dir)/$src
	echo "$src"
}

# tree_recipe ROW: the row's recipe folder, absolute.
tree_recipe() {
	local r=${K_ATTR[$1.recipe]}
	[[ $r == /* ]] || r=$TOP/$r
	echo "$r"
}

# tree_arch ROW, tree_cc ROW, tree_image ROW: make's ARCH and CC for the
# row, and its image relative to the tree.  (modflags=, added to CC for
# our modules only, is not part of the kernel's build.)
tree_arch() { echo "${K_ATTR[$1.arch]:-x86}"; }
tree_cc() { echo "${K_ATTR[$1.cc]:-gcc}"; }
tree_image() { echo "${K_ATTR[$1.image]:-arch/x86/boot/bzImage}"; }

# tree_recipe_key ROW: what a build depends on in the recipe and the row,
# hashed: the fragment's option lines, every patch, the exclusions, ARCH,
# CC and the build chroot.  A comment edit in the fragment rebuilds nothing.
tree_recipe_key() {
	local row=$1 recipe p
	recipe=$(tree_recipe "$row")
	{
		source_fragment_key "$recipe/config"
		for p in "$recipe"/*.patch; do
			[[ -e $p ]] && sha1sum <"$p"
		done
		tree_excludes "$recipe"
		printf 'arch %s\ncc %s\nchroot %s\n' "$(tree_arch "$row")" "$(tree_cc "$row")" \
			"${K_ATTR[$row.chroot]:-}"
	} | sha1sum | cut -c1-12
}

# tree_root ROW: the row's directory in the cache.
tree_root() {
	local row=$1 name
	name=$(basename "${K_ATTR[$row.src]}")
	name=${name%.git}
	name=${name%.tar.*}
	name=${name%.tgz}
	echo "$NAPI_COMPAT_CACHE/kernels/tree-$name-${K_ATTR[$row.rev]:0:12}-$(tree_recipe_key "$row")"
}

# tree_find_source ROW: the source as it is on this machine: sets
# TREE_SRC (the path) and TREE_SRC_KIND (git or tarball); returns 1 if
# there is none.  src=NAME finds NAME (a git repository, bare or not) or
# NAME.tar.{xz,gz,bz2} and NAME.tgz.
tree_find_source() {
	local base ext
	base=$(tree_src_path "$1")
	TREE_SRC="" TREE_SRC_KIND=""
	for ext in "" .tar.xz .tar.gz .tar.bz2 .tgz; do
		[[ -e $base$ext ]] || continue
		TREE_SRC=$base$ext
		if [[ -d $TREE_SRC ]]; then
			TREE_SRC_KIND=git
		else
			TREE_SRC_KIND=tarball
		fi
		return 0
	done
	return 1
}

# tree_skip_reason ROW: what to do to supply the row's source.
tree_skip_reason() {
	local row=$1 origin=${K_ATTR[$1.origin]:-} rev=${K_ATTR[$1.rev]} how
	if ((${#rev} == 40)); then
		how="a git clone of ${origin:-the kernel} with commit $rev there (or the release tarball as $(tree_src_path "$row").tar.xz, with its sha256 as the row's rev=)"
	else
		how="the tarball ${origin:-of the kernel} (sha256 $rev) there, or as $(tree_src_path "$row").tar.xz"
	fi
	echo "source $(tree_src_path "$row") not found: put $how, or point NAPI_COMPAT_SRC at the folder that holds it (now $(tree_src_dir)); the harness then builds the kernel once (recipe ${K_ATTR[$row.recipe]})"
}

# tree_check_rev: TREE_SRC is what the row's rev= names.
tree_check_rev() {
	local row=$1 rev=${K_ATTR[$1.rev]} sum
	case $TREE_SRC_KIND in
	git)
		((${#rev} == 40)) ||
			{ msg "$TREE_SRC is a git repository: rev= must be a commit (40 hex digits), not '$rev'"; return 1; }
		need_tool git git
		git -C "$TREE_SRC" rev-parse -q --verify "$rev^{commit}" >/dev/null || {
			msg "$TREE_SRC has no commit $rev (rev= of ${K_NAMES[row]}): fetch it there, or check that this is ${K_ATTR[$row.origin]:-the right repository}"
			return 1
		}
		;;
	tarball)
		((${#rev} == 64)) ||
			{ msg "$TREE_SRC is a tarball: rev= must be its sha256 (64 hex digits), not '$rev'"; return 1; }
		sum=$(sha256sum <"$TREE_SRC" | cut -d' ' -f1)
		[[ $sum == "$rev" ]] || {
			msg "$TREE_SRC has sha256 $sum, but rev= of ${K_NAMES[row]} says $rev: not the tarball the row was made for"
			return 1
		}
		;;
	esac
}

# tree_excludes RECIPE: the paths the recipe's "exclude" file leaves out
# of the export, one a line ('#' comments): parts of the tree its config
# never builds, e.g. multi-megabyte generated GPU register headers that
# some copies of a kernel repository lack.
tree_excludes() {
	[[ -f $1/exclude ]] || return 0
	sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$1/exclude"
}

# tree_export ROW DEST LOG: the source at rev= into DEST (less the
# recipe's exclusions), patched with the recipe's fixes, whole or not at
# all.
tree_export() {
	local row=$1 dest=$2 log=$3 rev=${K_ATTR[$1.rev]} recipe p
	local -a excl=() gitx=() tarx=()
	recipe=$(tree_recipe "$row")
	mapfile -t excl < <(tree_excludes "$recipe")
	for p in "${excl[@]}"; do
		gitx+=(":(exclude)$p")
		tarx+=(--exclude="$p")
	done
	rm -rf "$dest.tmp"
	mkdir -p "$dest.tmp" || return 1
	echo "== export $TREE_SRC ($TREE_SRC_KIND) at $rev${excl[*]:+, without ${excl[*]}}" >>"$log"
	if [[ $TREE_SRC_KIND == git ]]; then
		git -C "$TREE_SRC" archive --format=tar "$rev" -- . "${gitx[@]}" 2>>"$log" |
			tar -xf - -C "$dest.tmp"
	else
		tar -xf "$TREE_SRC" -C "$dest.tmp" --strip-components=1 "${tarx[@]}"
	fi || {
		tail -n 3 "$log" >&2
		rm -rf "$dest.tmp"
		msg "cannot unpack $TREE_SRC at $rev into $dest"
		return 1
	}
	if [[ ! -f $dest.tmp/Makefile || ! -d $dest.tmp/arch ]]; then
		rm -rf "$dest.tmp"
		msg "$TREE_SRC at $rev is not a kernel tree (no Makefile or arch/ at its top)"
		return 1
	fi
	for p in "$recipe"/*.patch; do
		[[ -e $p ]] || continue
		echo "== patch ${p#"$TOP"/}: $(head -n 1 "$p")" >>"$log"
		patch -p1 -d "$dest.tmp" --batch --forward -s <"$p" >>"$log" 2>&1 || {
			tail -n 5 "$log" >&2
			rm -rf "$dest.tmp"
			msg "${p#"$TOP"/} does not apply to $TREE_SRC at $rev (the end of $log is above)"
			return 1
		}
	done
	rm -rf "$dest"
	mv "$dest.tmp" "$dest"
}

# tree_make ROW LOG ARGS...: make in the row's tree with its ARCH and CC,
# in its build chroot if it names one.
tree_make() {
	local row=$1 log=$2 tree
	shift 2
	tree=$(tree_root "$row")/linux
	local -a cmd=(make -C "$tree" ARCH="$(tree_arch "$row")" CC="$(tree_cc "$row")" "$@")
	echo "== ${cmd[*]}" >>"$log"
	if [[ -n ${K_ATTR[$row.chroot]:-} ]]; then
		chroot_run "${K_ATTR[$row.chroot]}" "${cmd[@]}" >>"$log" 2>&1
	else
		"${cmd[@]}" >>"$log" 2>&1
	fi
}

# tree_chroot_packages ROW: the build chroot, if the row has one, with
# what a kernel build needs.
tree_chroot_packages() {
	local row=$1
	[[ -n ${K_ATTR[$row.chroot]:-} ]] || return 0
	chroot_ensure "${K_ATTR[$row.chroot]}" gcc libc6-dev flex bison bc perl libelf-dev \
		xz-utils kmod cpio python3
}

# tree_build ROW ROOT: configure, check and build the exported tree.
tree_build() {
	local row=$1 root=$2 tree=$2/linux log=$2/build.log frag
	frag=$(tree_recipe "$row")/config
	echo "== $(date '+%F %T'): configure with ${frag#"$TOP"/}" >>"$log"
	KCONFIG_ALLCONFIG=$frag tree_make "$row" "$log" allnoconfig || {
		tail -n 20 "$log" >&2
		msg "make allnoconfig failed in $tree (the end of $log is above)"
		return 1
	}
	if ! source_check_config "$tree" "$frag"; then
		cp "$tree/.config" "$root/config.rejected"
		msg "Kconfig did not keep ${SOURCE_DROPPED[*]} as ${frag#"$TOP"/} sets them (what it made: $root/config.rejected)"
		return 1
	fi
	source_progress "kernel: building ${K_NAMES[row]} on $(nproc) CPUs (a few minutes; log: $log)"
	tree_make "$row" "$log" -j"$(nproc)" bzImage modules || {
		grep -v '^  [A-Z0-9_]\+ ' "$log" | tail -n 25 >&2
		msg "building the kernel in $tree failed (the end of $log is above)"
		return 1
	}
	[[ -f $tree/$(tree_image "$row") ]] ||
		{ msg "the build in $tree succeeded but left no $(tree_image "$row")"; return 1; }
}

# shellcheck disable=SC2034 # the KERNEL_* variables are for the caller
# tree_prepare ROW: the row's kernel, built unless the cache has it; sets
# KERNEL_IMAGE KERNEL_KDIR KERNEL_MODDIR KERNEL_VERSION_TEXT.  Returns 2
# (with SKIP_REASON) when neither a built tree nor the source is here.
tree_prepare() {
	local row=$1 recipe root tree t0 secs
	recipe=$(tree_recipe "$row")
	[[ -f $recipe/config ]] ||
		{ msg "recipe ${K_ATTR[$row.recipe]} of ${K_NAMES[row]} has no config fragment ($recipe/config)"; return 1; }
	source_lint_fragment "$recipe/config" || return 1
	root=$(tree_root "$row")
	tree=$root/linux
	if [[ -f $root/.built ]]; then
		secs=$(sed -n 's/^seconds //p' "$root/.built")
		msg "kernel: ${K_NAMES[row]} cached in $root (built in ${secs:-?} s)"
	else
		if ! tree_find_source "$row"; then
			SKIP_REASON=$(tree_skip_reason "$row")
			return 2
		fi
		source_need_tools || return 1
		need_tool patch patch
		tree_check_rev "$row" || return 1
		tree_chroot_packages "$row" || return 1
		mkdir -p "$root" || { msg "cannot create $root"; return 1; }
		t0=$(now_s)
		if [[ ! -f $tree/Makefile ]]; then
			source_progress "kernel: exporting $TREE_SRC at ${K_ATTR[$row.rev]:0:12} into $tree"
			tree_export "$row" "$tree" "$root/build.log" || return 1
		fi
		tree_build "$row" "$root" || return 1
		secs=$(elapsed "$t0")
		printf 'seconds %s\ncpus %s\ndate %s\nsource %s\norigin %s\nrev %s\nrecipe %s\ncc %s\n' \
			"$secs" "$(nproc)" "$(date '+%F %T')" "$TREE_SRC" "${K_ATTR[$row.origin]:-}" \
			"${K_ATTR[$row.rev]}" "${K_ATTR[$row.recipe]}" \
			"$(tree_make_cc_version "$row")" >"$root/.built"
		msg "kernel: built ${K_NAMES[row]} in $secs s on $(nproc) CPUs, cached in $root"
	fi
	KERNEL_IMAGE=$tree/$(tree_image "$row")
	KERNEL_KDIR=$tree
	KERNEL_MODDIR=$tree
	[[ -f $KERNEL_IMAGE && -f $tree/Module.symvers ]] ||
		{ msg "$root says built, but $KERNEL_IMAGE or Module.symvers is missing; remove $root/.built to rebuild"; return 1; }
	KERNEL_VERSION_TEXT="${K_ATTR[$row.origin]:-$(tree_src_path "$row")} at ${K_ATTR[$row.rev]:0:12}, recipe ${K_ATTR[$row.recipe]} ($(cat "$tree/include/config/kernel.release" 2>/dev/null || echo "release unknown"))"
}

# tree_make_cc_version ROW: the compiler the row builds with, as it says.
tree_make_cc_version() {
	local row=$1 cc
	cc=$(tree_cc "$row")
	if [[ -n ${K_ATTR[$row.chroot]:-} ]]; then
		# shellcheck disable=SC2086 # CC is a command with its flags
		chroot_run "${K_ATTR[$row.chroot]}" ${cc%% *} -dumpfullversion 2>/dev/null
	else
		${cc%% *} -dumpfullversion 2>/dev/null
	fi | sed "s/^/${cc%% *} /"
}
