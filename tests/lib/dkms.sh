# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The DKMS check: Debian's dkms adds, builds and installs napi-compat for a
# kernel of the matrix, in a private DKMS tree, source tree and install
# tree inside the cell's result directory.  The machine's own /var/lib/dkms,
# /usr/src and /lib/modules are never written (checked before and after).

# what dkms.conf ships: the library and the example drivers (the self-test
# module is the harness's own, not packaged)
DKMS_MODULES="napi_compat 8139too b44"

# dkms_host_state: what must not change on the machine.
dkms_host_state() {
	find /var/lib/dkms /lib/modules /usr/src -maxdepth 4 \
		-printf '%p %y %s %T@\n' 2>&1 | sort
}

# dkms_copy_source DEST: the project as `make dist` ships it (the files
# git knows, plus new ones not yet committed), without build products.
dkms_copy_source() {
	mkdir -p "$1" &&
		(cd "$TOP" && git ls-files -z --cached --others --exclude-standard) |
		(cd "$TOP" && tar --null -T - -cf - 2>/dev/null) | tar -C "$1" -xf -
}

# dkms_make_wrapper ROW BIN WORK: on rows that build in a chroot, a `make`
# in BIN (put first in PATH) that runs the real one inside the row's
# chroot, in the directory DKMS called it from.  DKMS itself stays the
# host's.
dkms_make_wrapper() {
	local row=$1 bin=$2 work=$3
	mkdir -p "$bin"
	{
		echo '#!/bin/bash'
		echo "# make for DKMS, run in the ${K_ATTR[$row.chroot]} chroot (tests/lib/dkms.sh)"
		declare -f chroot_run
		# chroot_run binds NAPI_COMPAT_CACHE (the kernel headers) and TOP;
		# here TOP is the cell's DKMS work directory.  Inside, a plain PATH:
		# this wrapper is visible there too, and the probes run make again
		printf 'NAPI_COMPAT_CACHE=%q TOP=%q\n' "$NAPI_COMPAT_CACHE" "$work"
		# shellcheck disable=SC2016 # for the wrapper to expand
		printf 'chroot_run %q bash -c %q make-in-chroot "$PWD" "$@"\n' \
			"${K_ATTR[$row.chroot]}" 'export PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin; cd "$1" && shift && exec make "$@"'
	} >"$bin/make"
	chmod +x "$bin/make"
}

# dkms_run LOG ARGS...: dkms with the private trees; output to LOG.
dkms_run() {
	local log=$1
	shift
	# sign_file: never sign (and so never create a key in /var/lib/dkms)
	env sign_file=/nonexistent/sign-file PATH="$DKMS_PATH" \
		dkms "$@" --dkmstree "$DKMS_WORK/tree" --sourcetree "$DKMS_WORK/src" \
		--installtree "$DKMS_WORK/root/lib/modules" >>"$log" 2>&1
}

# dkms_code KO SRCDIR: a fingerprint of KO's code and data, without what
# differs between two builds of the same source in different directories:
# debug info (DKMS strips it), the build-id (a hash that covers it), the
# order of the symbol table (strip rewrites it) and the source path that
# __FILE__ puts in the string sections (replaced by @SRC@; relocation
# addends into those are left out).
dkms_code() {
	local tmp sec
	tmp=$(mktemp)
	if ! identity_object "$1" "$tmp" ||
		! objcopy --remove-section=.note.gnu.build-id "$tmp"; then
		rm -f "$tmp"
		return 1
	fi
	for sec in $(objdump -h "$tmp" | awk '$1 ~ /^[0-9]+$/ { print $2 }'); do
		if [[ $sec == .rodata.str* ]]; then
			echo "$sec: $(objcopy -O binary --only-section="$sec" "$tmp" /dev/stdout |
				tr '\0' '\n' | sed "s,$2,@SRC@,g" | sha1sum)"
		else
			echo "$sec: $(objdump -h "$tmp" | awk -v s="$sec" '$2 == s { print $3 }') $(objcopy -O binary --only-section="$sec" "$tmp" /dev/stdout | sha1sum)"
		fi
	done
	objdump -r "$tmp" | grep -v 'file format' | sed -E 's/^([0-9a-f]+ +[A-Z0-9_]+ +)(\.rodata\.str[^+ ]*)\+0x[0-9a-f]+$/\1\2/'
	nm "$tmp" | sort -k3
	rm -f "$tmp"
}

# dkms_check ROW DIR: KTAP for the DKMS check on row ROW, work in DIR.
dkms_check() {
	local row=$1 dir=${2:?} kver ver before after n m ko vm ok bad
	local matrix_src ident=0 nident=0
	echo "KTAP version 1"
	case ${K_KINDS[row]} in
	local)
		echo "1..1"
		echo "ok 1 dkms # SKIP local row: DKMS builds for installed distribution kernels; this hand-built tree needs CC='${K_ATTR[$row.cc]:-}' on make's command line, which a DKMS build does not pass"
		echo "# agent: done"
		return 0
		;;
	source | tree)
		echo "1..1"
		echo "ok 1 dkms # SKIP ${K_KINDS[row]} row: DKMS builds for installed distribution kernels; this kernel, built by the harness, has no image or headers package to install (the debian rows run the dkms cell)"
		echo "# agent: done"
		return 0
		;;
	esac
	command -v dkms >/dev/null || {
		echo "1..1"
		echo "not ok 1 dkms is not installed (Debian package: dkms; tests/install-deps.sh)"
		return 0
	}
	echo "1..8"
	DKMS_WORK=$dir/dkms
	DKMS_PATH=$PATH
	rm -rf "${DKMS_WORK:?}"
	mkdir -p "$DKMS_WORK/tree" "$DKMS_WORK/src"
	# the release the kernel reports (uname -r) and vermagic carries;
	# Debian's include/config/kernel.release holds the upstream version
	kver=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' "$KERNEL_KDIR/include/generated/utsrelease.h")
	ver=$(cat "$TOP/VERSION")
	echo "# $(dkms --version), kernel $kver, headers $KERNEL_KDIR"
	if [[ -n ${K_ATTR[$row.chroot]:-} ]]; then
		dkms_make_wrapper "$row" "$DKMS_WORK/bin" "$DKMS_WORK"
		DKMS_PATH=$DKMS_WORK/bin:$PATH
		echo "# make runs in the ${K_ATTR[$row.chroot]} chroot (the headers want its compiler)"
	fi
	# the kernel's module directory, as installing its image would make it
	mkdir -p "$DKMS_WORK/root/lib/modules/$kver/kernel"
	before=$(dkms_host_state)

	# 1: add, from a copy of the source tree as it would be shipped
	dkms_copy_source "$DKMS_WORK/src/napi-compat-$ver"
	if dkms_run "$DKMS_WORK/add.log" add -m napi-compat -v "$ver"; then
		echo "ok 1 dkms add napi-compat/$ver"
	else
		sed 's/^/# /' "$DKMS_WORK/add.log" | tail -n 10
		echo "not ok 1 dkms add napi-compat/$ver"
	fi
	# 2: build for the row's kernel, probes included
	if dkms_run "$DKMS_WORK/build.log" build -m napi-compat -v "$ver" \
		-k "$kver" --kernelsourcedir "$KERNEL_KDIR"; then
		grep -h '^napi-compat: ' "$DKMS_WORK/tree/napi-compat/$ver/$kver/x86_64/log/make.log" 2>/dev/null |
			sed 's/^/# make.log: /'
		echo "ok 2 dkms build -k $kver"
	else
		sed 's/^/# /' "$DKMS_WORK/build.log" | tail -n 10
		tail -n 15 "$DKMS_WORK/tree/napi-compat/$ver/build/make.log" 2>/dev/null | sed 's/^/# make.log: /'
		echo "not ok 2 dkms build -k $kver"
	fi
	# 3: install into the private install tree (depmod is ours, below)
	if dkms_run "$DKMS_WORK/install.log" install -m napi-compat -v "$ver" \
		-k "$kver" --kernelsourcedir "$KERNEL_KDIR" --no-depmod; then
		echo "ok 3 dkms install -k $kver"
	else
		sed 's/^/# /' "$DKMS_WORK/install.log" | tail -n 10
		echo "not ok 3 dkms install -k $kver"
	fi
	# 4: every module installed, with the kernel's vermagic
	bad=0 n=0
	for m in $DKMS_MODULES; do
		ko=$(find "$DKMS_WORK/root/lib/modules/$kver" -name "$m.ko*" -print -quit 2>/dev/null)
		if [[ -z $ko ]]; then
			echo "# $m: not installed"
			bad=1
			continue
		fi
		vm=$(modinfo -F vermagic "$ko" 2>/dev/null)
		echo "# ${ko#"$DKMS_WORK/root"}: vermagic $vm"
		[[ ${vm%% *} == "$kver" ]] || bad=1
		n=$((n + 1))
	done
	if ((!bad)); then
		echo "ok 4 $n modules installed, vermagic $kver"
	else
		echo "not ok 4 $n modules installed, vermagic $kver"
	fi
	# 5: their symbols resolve against the kernel (vmlinux from its
	# Module.symvers, its own modules from the image package) and each other
	ln -sfn "$KERNEL_MODDIR/kernel" "$DKMS_WORK/root/lib/modules/$kver/kernel"
	if [[ -f $KERNEL_KDIR/Module.symvers ]] &&
		depmod -b "$DKMS_WORK/root" -e -E "$KERNEL_KDIR/Module.symvers" "$kver" \
			>"$DKMS_WORK/depmod.log" 2>&1 &&
		! grep -q 'unknown symbol' "$DKMS_WORK/depmod.log" &&
		grep -q 'updates/dkms/8139too.ko:.*napi_compat.ko\|updates/dkms/8139too.ko:.*mii.ko' \
			"$DKMS_WORK/root/lib/modules/$kver/modules.dep"; then
		echo "# modules.dep: $(grep -h 'updates/dkms/8139too.ko:' "$DKMS_WORK/root/lib/modules/$kver/modules.dep")"
		echo "ok 5 depmod -e: every symbol resolves"
	else
		grep -v 'could not open modules' "$DKMS_WORK/depmod.log" 2>/dev/null | head -n 10 | sed 's/^/# /'
		echo "not ok 5 depmod -e: every symbol resolves"
	fi
	# 6: the code DKMS built is the code the matrix boots
	matrix_src=$(build_dir "$row")/src
	ok=1
	for m in $DKMS_MODULES; do
		ko=$(find "$DKMS_WORK/root/lib/modules/$kver" -name "$m.ko" -print -quit 2>/dev/null)
		vm=$(find "$matrix_src" -name "$m.ko" -print -quit 2>/dev/null)
		if [[ -n $ko && -n $vm ]] &&
			dkms_code "$ko" "$DKMS_WORK/tree/napi-compat/$ver/build" >"$DKMS_WORK/$m.dkms.code" &&
			dkms_code "$vm" "$matrix_src" >"$DKMS_WORK/$m.matrix.code" &&
			cmp -s "$DKMS_WORK/$m.dkms.code" "$DKMS_WORK/$m.matrix.code"; then
			ident=$((ident + 1))
		else
			echo "# $m.ko: differs from ${vm:-(no matrix build)}"
			diff "$DKMS_WORK/$m.dkms.code" "$DKMS_WORK/$m.matrix.code" 2>/dev/null | head -n 4 | sed 's/^/#   /'
			nident=$((nident + 1))
			ok=0
		fi
	done
	if ((ok)); then
		echo "ok 6 $ident modules: same code and data as the matrix's (source path, debug info, build-id aside)"
	else
		echo "not ok 6 $nident modules differ from the matrix's"
	fi
	# 7: a probe result no shim can serve stops `dkms build`, and make.log
	# says which feature.  Simulated in a copy (version $ver+nonapi) that
	# ships the probe results of this kernel, as the matrix's build found
	# them, without either netif_napi_add variant: as on a kernel with an
	# unknown netif_napi_add.  They are current (same kernel, compiler and
	# probes), so the build takes them instead of probing again, which
	# test 2 has shown works under DKMS: this build takes seconds, not a
	# minute.
	local bver=$ver+nonapi probed
	dkms_copy_source "$DKMS_WORK/src/napi-compat-$bver"
	echo "$bver" >"$DKMS_WORK/src/napi-compat-$bver/VERSION"
	probed=$DKMS_WORK/src/napi-compat-$bver/.napi-compat
	cp -a "$matrix_src/.napi-compat" "$probed" 2>/dev/null &&
		sed -i '/^#define NAPI_COMPAT_HAVE_NETIF_NAPI_ADD_[34] /d' "$probed"/*/napi_compat_config.h
	dkms_run "$DKMS_WORK/fail.log" add -m napi-compat -v "$bver"
	if dkms_run "$DKMS_WORK/fail.log" build -m napi-compat -v "$bver" \
		-k "$kver" --kernelsourcedir "$KERNEL_KDIR"; then
		m=$(grep -h -m1 '^napi-compat: probed' "$DKMS_WORK/tree/napi-compat/$bver/$kver/x86_64/log/make.log" 2>/dev/null)
		echo "not ok 7 dkms build fails when no netif_napi_add variant matches (it succeeded${m:+; it probed again instead of taking the results given: $m})"
	elif m=$(grep -m1 'napi-compat: netif_napi_add' "$DKMS_WORK/tree/napi-compat/$bver/build/make.log"); then
		echo "# make.log: ${m#*error: }"
		echo "ok 7 dkms build fails when no netif_napi_add variant matches, make.log names it"
	else
		tail -n 8 "$DKMS_WORK/tree/napi-compat/$bver/build/make.log" 2>/dev/null | sed 's/^/# make.log: /'
		echo "not ok 7 dkms build failed, but make.log does not name netif_napi_add"
	fi
	# 8: nothing of the machine's changed
	after=$(dkms_host_state)
	if [[ $before == "$after" ]]; then
		echo "# $(grep -c . <<<"$before") entries under /var/lib/dkms /lib/modules /usr/src, unchanged"
		echo "ok 8 the machine's /var/lib/dkms, /lib/modules and /usr/src untouched"
	else
		diff <(echo "$before") <(echo "$after") | head -n 10 | sed 's/^/# /'
		echo "not ok 8 the machine's /var/lib/dkms, /lib/modules and /usr/src untouched"
	fi
	echo "# agent: done"
}

# The vendor check: tests/vendor-driver/vnapi.c, an out-of-tree driver of
# our own on today's API, built against the row's kernel in the two
# adoption styles (its own Kbuild plus the include line; a classic single
# Makefile whose kbuild part has it), as a separate external module with
# NAPI_COMPAT pointing at the library's build for this row (whose probe
# results it reuses).  Host-side: the module is built, not booted.

# vendor_build ROW SRC DIR LOG [MAKEARG...]: kbuild DIR with the library
# at SRC; MAKEARGs go to make.
vendor_build() {
	local row=$1 src=$2
	(
		export NAPI_COMPAT=$src
		# the probes already ran for this kernel in the library's build
		export NAPI_COMPAT_OUT="$src/.napi-compat/\$(KERNELRELEASE)"
		# the library's exports (napi_compat.ko): 2.6.26 and later read
		# KBUILD_EXTRA_SYMBOLS, older modpost the module's own Module.symvers
		export KBUILD_EXTRA_SYMBOLS=$src/Module.symvers
		cp "$src/Module.symvers" "$3/" 2>/dev/null
		kbuild "$row" "$3" "$4" "${@:5}"
	)
}

# vendor_check ROW DIR: KTAP for the vendor check on row ROW, work in DIR.
vendor_check() {
	local row=$1 dir=${2:?} src want vm n=0 style d
	src=$(build_dir "$row")/src
	want=$(modinfo -F vermagic "$src/compat/napi_compat.ko" 2>/dev/null)
	rm -rf "${dir:?}/vendor"
	mkdir -p "$dir/vendor"
	cp -r "$TOP/tests/vendor-driver/." "$dir/vendor/"
	cp "$TOP/tests/vendor-driver/vnapi.c" "$dir/vendor/makefile-style/"
	echo "KTAP version 1"
	echo "1..4"
	echo "# library: $src (vermagic $want)"
	for style in kbuild makefile-style; do
		d=$dir/vendor
		[[ $style == kbuild ]] || d=$dir/vendor/$style
		n=$((n + 1))
		if vendor_build "$row" "$src" "$d" "$dir/$style.log" && [[ -f $d/vnapi.ko ]]; then
			echo "ok $n build vnapi.ko, $style style"
		else
			tail -n 15 "$dir/$style.log" | sed 's/^/# /'
			echo "not ok $n build vnapi.ko, $style style"
		fi
		n=$((n + 1))
		vm=$(modinfo -F vermagic "$d/vnapi.ko" 2>/dev/null)
		echo "# $style: vermagic $vm; depends: $(modinfo -F depends "$d/vnapi.ko" 2>/dev/null)"
		if [[ -n $vm && $vm == "$want" ]] &&
			! grep -E 'undefined|(WARNING|ERROR): modpost' "$dir/$style.log" >"$dir/$style.undef"; then
			echo "ok $n $style: modpost resolved every symbol, vermagic matches the kernel"
		else
			sed 's/^/# /' "$dir/$style.undef"
			echo "not ok $n $style: modpost resolved every symbol, vermagic matches the kernel"
		fi
	done
	echo "# agent: done"
}
