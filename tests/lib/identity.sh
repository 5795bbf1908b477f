# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The zero-overhead check: on a kernel that needs no shim for what
# tests/identity/nc_ident.c uses, building it through compat.mk must give
# the same object code as building it plain.

# identity_object FILE OUT: FILE's code and data, without what legitimately
# differs between two builds (debug info, which names our include paths;
# the compiler's .comment).
identity_object() {
	objcopy --strip-debug --remove-section=.comment "$1" "$2"
}

# identity_not_native SRC: the probes nc_ident.c's API needs that the
# probe results in the library build SRC do not have, each with a space
# before it; nothing when it is all native.
identity_not_native() {
	local cfg p
	cfg=$(find "$1/.napi-compat" -name napi_compat_config.h -print -quit 2>/dev/null)
	[[ -n $cfg ]] || { echo " (no probe results in $1)"; return; }
	for p in napi_struct netif_napi_add_3 napi_complete_done_bool napi_gro_receive \
		net_device_ops netdev_tx_t eth_hw_addr_set; do
		grep -q "^#define NAPI_COMPAT_HAVE_${p^^} " "$cfg" || printf ' %s' "$p"
	done
}

# identity_ops_embedded SRC: why the library's struct net_device_ops is
# not the kernel's on this kernel, though nc_ident.c's API is native;
# nothing when it is the kernel's.  From 5.15 to 6.5 it carries today's
# ndo_hwtstamp_get/_set (include/napi_compat/netdev-ops.h), so every
# driver's table is larger than the kernel's, by design.
identity_ops_embedded() {
	local cfg
	cfg=$(find "$1/.napi-compat" -name napi_compat_config.h -print -quit 2>/dev/null)
	[[ -n $cfg ]] || return 0
	if ! grep -q "^#define NAPI_COMPAT_HAVE_NDO_HWTSTAMP " "$cfg" &&
		grep -q "^#define NAPI_COMPAT_HAVE_NDO_ETH_IOCTL " "$cfg"; then
		echo "the kernel has no ndo_hwtstamp_get/_set (6.6), so the library's struct net_device_ops embeds the kernel's and adds today's, and every driver's table differs from the plain build's by design"
	fi
}

# identity_skip WHY: the check's KTAP, a SKIP saying why
identity_skip() {
	echo "KTAP version 1"
	echo "1..1"
	echo "ok 1 identity # SKIP $1"
	echo "# agent: done"
}

# identity_check ROW DIR: KTAP for the check on row ROW, work in DIR.
identity_check() {
	local row=$1 dir=${2:?} src variant ok=1 missing
	if [[ ${K_KINDS[row]} == source || ${K_KINDS[row]} == tree ]]; then
		identity_skip "${K_KINDS[row]} row: the check is for the distribution builds vendors compile against (the debian rows run it); a kernel the harness builds is there to run our code"
		return 0
	fi
	src=$(build_dir "$row")/src
	missing=$(identity_not_native "$src")
	if [[ -n $missing ]]; then
		identity_skip "nc_ident.c is written against today's API, and this kernel lacks natively:$missing (probes/have_*.c); the library bridges those, so the plain build cannot be made: the check is for kernels that need no shim for it"
		return 0
	fi
	missing=$(identity_ops_embedded "$src")
	if [[ -n $missing ]]; then
		identity_skip "$missing"
		return 0
	fi
	rm -rf "${dir:?}/plain" "${dir:?}/lib"
	for variant in plain lib; do
		mkdir -p "$dir/$variant"
		cp "$TOP/tests/identity/nc_ident.c" "$dir/$variant/"
	done
	echo "obj-m := nc_ident.o" >"$dir/plain/Kbuild"
	{
		echo "NAPI_COMPAT := $src"
		# the probes already ran for this kernel in the library's build
		echo "NAPI_COMPAT_OUT := $src/.napi-compat/\$(KERNELRELEASE)"
		echo "include \$(NAPI_COMPAT)/compat.mk"
		echo "obj-m := nc_ident.o"
	} >"$dir/lib/Kbuild"
	echo "KTAP version 1"
	echo "1..3"
	for variant in plain lib; do
		if kbuild "$row" "$dir/$variant" "$dir/$variant.log" &&
			[[ -f $dir/$variant/nc_ident.o ]]; then
			echo "ok $([[ $variant == plain ]] && echo 1 || echo 2) build $variant"
		else
			tail -n 15 "$dir/$variant.log" | sed 's/^/# /'
			echo "not ok $([[ $variant == plain ]] && echo 1 || echo 2) build $variant"
			ok=0
		fi
	done
	if ((ok)) &&
		identity_object "$dir/plain/nc_ident.o" "$dir/plain.o" &&
		identity_object "$dir/lib/nc_ident.o" "$dir/lib.o" &&
		cmp -s "$dir/plain.o" "$dir/lib.o"; then
		echo "# $(stat -c %s "$dir/plain.o") bytes of object code, identical"
		echo "ok 3 object code identical with and without the library"
	else
		if ((ok)); then
			objdump -d "$dir/plain.o" >"$dir/plain.dis" 2>/dev/null
			objdump -d "$dir/lib.o" >"$dir/lib.dis" 2>/dev/null
			diff "$dir/plain.dis" "$dir/lib.dis" | head -n 20 | sed 's/^/# /'
		fi
		echo "not ok 3 object code identical with and without the library"
	fi
	echo "# agent: done"
}
