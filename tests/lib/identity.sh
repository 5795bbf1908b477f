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

# identity_check ROW DIR: KTAP for the check on row ROW, work in DIR.
identity_check() {
	local row=$1 dir=${2:?} src variant ok=1
	if [[ ${K_KINDS[row]} == source || ${K_KINDS[row]} == tree ]]; then
		echo "KTAP version 1"
		echo "1..1"
		echo "ok 1 identity # SKIP ${K_KINDS[row]} row: the check is for the distribution builds vendors compile against (the debian rows run it); a kernel the harness builds is there to run our code"
		echo "# agent: done"
		return 0
	fi
	src=$(build_dir "$row")/src
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
