# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Building our modules for a kernel of the matrix, and the build chroot
# that kernels configured for a newer compiler than the host's need.

# chroot_ensure SUITE PACKAGES...: a minimal SUITE chroot in the cache with
# PACKAGES installed, made with debootstrap from the Debian mirror.
chroot_ensure() {
	local suite=$1 root stamp missing p mirror
	shift
	root=$NAPI_COMPAT_CACHE/chroot/$suite
	stamp=$root/.napi-compat-packages
	mirror=$(debian_mirror_for "$suite")
	[[ -n $mirror ]] || { msg "no Debian mirror for the $suite chroot"; return 1; }
	if [[ ! -f $stamp ]]; then
		need_tool debootstrap debootstrap
		msg "chroot: creating a minimal $suite chroot (about 600 MB, once)"
		rm -rf "$root.tmp"
		mkdir -p "${root%/*}"
		debootstrap --variant=minbase --components=main \
			--include="$(IFS=,; echo "make,$*")" \
			"$suite" "$root.tmp" "$mirror" >"${root}.log" 2>&1 || {
			msg "debootstrap of $suite failed; the end of ${root}.log:"
			tail -n 8 "${root}.log" >&2
			rm -rf "$root.tmp"
			return 1
		}
		rm -rf "$root"
		mv "$root.tmp" "$root"
		printf '%s\n' make "$@" | sort -u >"$stamp"
	fi
	missing=()
	for p in "$@"; do
		grep -qxF -- "$p" "$stamp" || missing+=("$p")
	done
	if ((${#missing[@]})); then
		msg "chroot: adding ${missing[*]} to the $suite chroot"
		cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null
		if ! chroot_run "$suite" apt-get -q update >"$root.log" 2>&1 ||
			! chroot_run "$suite" env DEBIAN_FRONTEND=noninteractive \
				apt-get -q install -y --no-install-recommends "${missing[@]}" \
				>>"$root.log" 2>&1; then
			msg "installing ${missing[*]} in the $suite chroot failed; see $root.log"
			return 1
		fi
		printf '%s\n' "${missing[@]}" | sort -u - "$stamp" >"$stamp.new" &&
			mv "$stamp.new" "$stamp"
	fi
}

# chroot_link_targets: the directories outside the cache that its entries
# (two levels down: kernels/X, build/X, or kernels itself; the chroots
# aside) are symbolic links to, one a line.  A cache made of links into
# another (shared, read-only, or on another disk) works in the chroot only
# if those are there too.
chroot_link_targets() {
	local cache link target
	cache=$(readlink -f "$NAPI_COMPAT_CACHE") || return 1
	find "$NAPI_COMPAT_CACHE/" -mindepth 1 -maxdepth 2 -type l \
		! -path "$NAPI_COMPAT_CACHE/chroot/*" 2>/dev/null |
		while IFS= read -r link; do
			target=$(readlink -f "$link") || continue
			[[ -d $target && $target != "$cache" && $target != "$cache"/* ]] &&
				echo "$target"
		done | sort -u
}

# chroot_run SUITE CMD...: run CMD in the chroot, in private mount and pid
# namespaces, with the cache, the project and the results directory
# visible at their own paths, and whatever the cache's entries link to
# (chroot_link_targets).  Nothing stays mounted when it ends.
chroot_run() {
	local root=$NAPI_COMPAT_CACHE/chroot/$1 links
	shift
	links=$(chroot_link_targets)
	# shellcheck disable=SC2016 # expanded by the inner shell
	unshare --mount --pid --fork --mount-proc="$root/proc" -- \
		bash -c '
			root=$1 cache=$2 top=$3 results=$4 links=$5
			shift 5
			# /tmp first, so binds of paths under /tmp stay visible
			mount -t tmpfs tmpfs "$root/tmp" || exit 1
			# the results too: host-side cells build in their directory
			# there, which -r may put anywhere
			for d in "$cache" "$top" ${results:+"$results"}; do
				mkdir -p "$root$d" && mount --bind "$d" "$root$d" || exit 1
			done
			while IFS= read -r d; do
				[[ -n $d ]] || continue
				mkdir -p "$root$d" && mount --bind "$d" "$root$d" || {
					echo "chroot: cannot make $d, which the cache links to, visible in $root" >&2
					exit 1
				}
			done <<<"$links"
			exec chroot "$root" "$@"
		' chroot-run "$root" "$NAPI_COMPAT_CACHE" "$TOP" "${RESULTS:-}" "$links" "$@"
}

# copy_sources SRC... DEST: the sources in SRC copied into DEST, none of
# kbuild's products (objects, modules, their command files, the probe
# results); with --delete first, whatever else is in DEST goes, but for
# the products, which a second build reuses.
copy_sources() {
	rsync -a "$@" --exclude='*.o' --exclude='*.ko' --exclude='*.mod*' \
		--exclude='.*.cmd' --exclude='Module.symvers' --exclude='modules.order' \
		--exclude='.tmp_versions' --exclude='.napi-compat'
}

# build_dir ROW: where our modules for row ROW are built (kept, so a second
# run rebuilds only what changed).
build_dir() {
	echo "$NAPI_COMPAT_CACHE/build/${K_NAMES[$1]}"
}

# kbuild ROW MODDIR LOG [MAKEARG...]: build the external modules in MODDIR
# against row ROW's kernel, with the compiler and in the chroot the row asks
# for, and with W=1: our code is built -Werror, so any extra warning fails
# it.  MAKEARGs are added to make's command line.
kbuild() {
	local row=$1 moddir=$2 log=$3
	shift 3
	local -a make_cmd
	case ${K_KINDS[row]} in
	debian | source)
		# source rows: the tree the harness built, with the host's gcc
		make_cmd=(make -C "$KERNEL_KDIR" M="$moddir" W=1 modules)
		;;
	local)
		make_cmd=(make -C "${K_ATTR[$row.tree]}" M="$moddir" CC="${K_ATTR[$row.cc]}" W=1 modules)
		[[ -n ${K_ATTR[$row.make]:-} ]] && make_cmd=("${K_ATTR[$row.make]}" "${make_cmd[@]:1}")
		;;
	tree)
		# the compiler and ARCH the tree was built with, and the row's
		# flags for our modules (warnings its own headers trip)
		make_cmd=(make -C "$KERNEL_KDIR" M="$moddir" ARCH="$(tree_arch "$row")"
			CC="$(tree_cc "$row")${K_ATTR[$row.modflags]:+ ${K_ATTR[$row.modflags]}}"
			W=1 modules)
		;;
	esac
	# the caller's own make arguments last
	make_cmd+=("$@")
	if [[ -n ${K_ATTR[$row.chroot]:-} ]]; then
		chroot_run "${K_ATTR[$row.chroot]}" "${make_cmd[@]}" >"$log" 2>&1
	else
		"${make_cmd[@]}" >"$log" 2>&1
	fi
}

# build_modules ROW: build compat/ and the example drivers for row ROW, then
# the self-test against them; the logs are in the build directory.  Sets
# BUILT_MODULES (paths of the .ko).
build_modules() {
	local row=$1 dir src log
	dir=$(build_dir "$row")
	src=$dir/src
	log=$dir/build.log
	mkdir -p "$src"
	local -a parts=()
	local p
	for p in VERSION Kbuild compat.mk compat include probes example-drivers; do
		[[ -e $TOP/$p ]] && parts+=("$TOP/$p")
	done
	copy_sources --delete "${parts[@]}" "$src/" ||
		{ msg "cannot copy the sources to $src"; return 1; }
	# build products stay: rsync --delete above spares the excluded names;
	# but the self-test was built in compat/ before tests/selftest, and a
	# module an older build left there is not this build's
	rm -f "$src/compat/napi_compat_selftest.ko"
	kbuild "$row" "$src" "$log" || {
		tail -n 15 "$log" >&2
		# last, so the row's reason is the first error, not make's exit
		msg "building our modules for ${K_NAMES[row]} failed (the end of $log is above)$(grep -m1 -E 'error:|\*\*\*' "$log" | sed 's/^/: /')"
		return 1
	}
	mapfile -t BUILT_MODULES < <(find "$src" -name '*.ko' | sort)
	((${#BUILT_MODULES[@]})) || { msg "the build for ${K_NAMES[row]} made no modules"; return 1; }
	# the self-test, an external module against the library as a vendor
	# driver is (vendor_build); every cell that loads it needs it, so a
	# self-test that does not build fails the row as the library would
	copy_sources --delete "$TOP/tests/selftest/" "$dir/selftest/" ||
		{ msg "cannot copy the self-test's sources to $dir/selftest"; return 1; }
	if ! vendor_build "$row" "$src" "$dir/selftest" "$dir/selftest.log" ||
		[[ ! -f $dir/selftest/napi_compat_selftest.ko ]]; then
		tail -n 15 "$dir/selftest.log" >&2
		msg "building the self-test for ${K_NAMES[row]} failed (the end of $dir/selftest.log is above)$(grep -m1 -E 'error:|\*\*\*' "$dir/selftest.log" | sed 's/^/: /')"
		return 1
	fi
	BUILT_MODULES+=("$dir/selftest/napi_compat_selftest.ko")
	# the vendor example, built as a vendor would, for the vendor-boot
	# cell; a failure here is that cell's (and the vendor cell's) to report
	rm -rf "${dir:?}/vendor-boot"
	mkdir -p "$dir/vendor-boot"
	cp "$TOP/tests/vendor-driver/vnapi.c" "$TOP/tests/vendor-driver/Kbuild" "$dir/vendor-boot/"
	if vendor_build "$row" "$src" "$dir/vendor-boot" "$dir/vendor-boot.log" &&
		[[ -f $dir/vendor-boot/vnapi.ko ]]; then
		BUILT_MODULES+=("$dir/vendor-boot/vnapi.ko")
	else
		msg "the vendor example did not build for ${K_NAMES[row]}; see $dir/vendor-boot.log"
	fi
	# the kernel's own drivers of the row's mainline cells; a failure is
	# each cell's to report (tests/lib/mainline.sh).  The list is read
	# whole: under pipefail, a grep -q that stops at the first match makes
	# row_cells die of SIGPIPE now and then.
	local -a mains=()
	mapfile -t mains < <(row_cells "$row" | sed -n 's/^mainline:\([A-Za-z0-9_-]*\)$/\1/p' | sort -u)
	if ((${#mains[@]})); then
		mainline_build "$row" "$src" "${mains[@]}" ||
			msg "${K_NAMES[row]}: the mainline drivers could not be built: $(cat "$dir/mainline/state/${mains[0]}/reason" 2>/dev/null)"
		for p in "${mains[@]}"; do
			[[ -f $dir/mainline/state/$p/module ]] && BUILT_MODULES+=("$(cat "$dir/mainline/state/$p/module")")
		done
	else
		# a driver left from an earlier run is not this run's
		rm -rf "${dir:?}/mainline"
	fi
	# the --driver directory (tests/lib/driver.sh); a failure is the
	# driver cell's to report
	rm -rf "${dir:?}/driver"
	if [[ -n ${DRIVER_DIR:-} ]] && ! driver_build "$row" "$src" "$dir/driver"; then
		msg "${K_NAMES[row]}: $(cat "$dir/driver/reason" 2>/dev/null)"
	fi
}
