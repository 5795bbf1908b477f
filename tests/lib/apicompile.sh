# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The apicompile cell: tests/api-compile/uses.list made into a module (one
# function per entry) and built with W=1 through compat.mk against the
# library's build for the row, like the vendor driver.  Sourced by
# test-matrix.sh; uses vendor_build (dkms.sh).

# apicompile_generate LIST OUT.c: the module's source.  Dies on a list it
# cannot read; an entry without a body is an error of the list.
apicompile_generate() {
	local list=$1 out=$2
	[[ -r $list ]] || { echo "cannot read $list" >&2; return 1; }
	awk -v src="${list#"$TOP/"}" '
		function flush() {
			if (name == "")
				return
			if (body == "") {
				printf "%s: entry \"%s\" has no body\n", src, name > "/dev/stderr"
				bad = 1
			}
			sub(/\n+$/, "\n", body)
			fn = sprintf("api_use_%d", ++nfn)
			code = code scope
			code = code sprintf("/* %s */\nstatic noinline int %s(struct api_ctx *c)\n{\n\tint n = 0;\n\n\t{\n%s\t}\n\treturn n;\n}\n\n", name, fn, body)
			fns = fns sprintf("\t%s,\n", fn)
			names += split(name, tmp, " ")
			name = ""; body = ""; scope = ""
		}
		/^#/ || /^[ \t]*$/ && name == "" { next }
		/^include </ { incs = incs "#include " $2 "\n"; next }
		/^@ / { flush(); name = substr($0, 3); next }
		/^\^/ { flush(); pending = pending substr($0, 2) "\n"; next }
		/^\t/ {
			if (name == "") { printf "%s:%d: a body line outside an entry\n", src, NR > "/dev/stderr"; bad = 1; next }
			if (pending != "") { scope = pending; pending = "" }
			body = body "\t" $0 "\n"; next
		}
		/^$/ { if (name != "") body = body "\n"; next }
		{ printf "%s:%d: cannot read this line: %s\n", src, NR, $0 > "/dev/stderr"; bad = 1 }
		END {
			flush()
			if (bad)
				exit 1
			print "// SPDX-License-Identifier: GPL-2.0"
			printf "/*\n * Generated from %s by tests/lib/apicompile.sh: every name\n * the library shims, used once (%d names in %d functions).\n */\n", src, names, nfn
			printf "%s\n", incs
			print "struct api_ctx {"
			print "\tstruct net_device *dev;"
			print "\tstruct sk_buff *skb;"
			print "\tstruct device *d;"
			print "\tstruct napi_struct *napi;"
			print "\tstruct timer_list timer;"
			print "\tstruct work_struct work;"
			print "\tunsigned long word;"
			print "};\n"
			printf "%s", code
			printf "static int (*const api_uses[])(struct api_ctx *c) = {\n%s};\n\n", fns
			print "static int __init api_uses_init(void)"
			print "{"
			printf "\tpr_info(\"api_uses: %%d functions, %d names\\n\",\n\t\t(int)ARRAY_SIZE(api_uses));\n", names
			print "\treturn 0;"
			print "}\n"
			print "module_init(api_uses_init);"
			print "MODULE_LICENSE(\"GPL\");"
		}' "$list" >"$out"
}

# apicompile_check ROW DIR: KTAP for the cell on row ROW, work in DIR.
apicompile_check() {
	local row=$1 dir=${2:?} src mod names
	src=$(build_dir "$row")/src
	mod=$dir/apicompile
	rm -rf "${mod:?}"
	mkdir -p "$mod"
	echo "KTAP version 1"
	echo "1..2"
	if ! apicompile_generate "$TOP/tests/api-compile/uses.list" "$mod/api_uses.c" 2>"$dir/generate.log"; then
		sed 's/^/# /' "$dir/generate.log"
		echo "not ok 1 generate the module from tests/api-compile/uses.list"
		echo "not ok 2 W=1 build: no warning in the module or the library's headers"
		return 0
	fi
	names=$(sed -n 's/.*used once (\([0-9]*\) names.*/\1/p' "$mod/api_uses.c")
	{
		echo "# SPDX-License-Identifier: GPL-2.0"
		echo "obj-m := api_uses.o"
		echo "include \$(NAPI_COMPAT)/compat.mk"
	} >"$mod/Kbuild"
	if vendor_build "$row" "$src" "$mod" "$dir/build.log" && [[ -f $mod/api_uses.ko ]]; then
		echo "ok 1 build api_uses.ko: $names names the library shims, each used once"
	else
		grep -E 'error|ERROR' "$dir/build.log" | head -n 20 | sed 's/^/# /'
		echo "not ok 1 build api_uses.ko: $names names the library shims, each used once"
	fi
	# W=1: warnings from the kernel's own headers are the kernel's; ours
	# (the module, include/) must have none
	if grep -E "^($mod|$src/include|$TOP/include)/[^:]*:[0-9]+:[0-9]+: warning" "$dir/build.log" >"$dir/warnings"; then
		sed 's/^/# /' "$dir/warnings" | head -n 20
		echo "not ok 2 W=1 build: no warning in the module or the library's headers"
	else
		echo "ok 2 W=1 build: no warning in the module or the library's headers"
	fi
	echo "# agent: done"
}
