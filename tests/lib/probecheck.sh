# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# The probes cell: probes/probe.sh's combined pass against its pass of
# every probe alone, on one row's kernel, both run by compat.mk as a
# vendor's build runs them.

# probes_run ROW SRC DIR MODE: the probes in MODE into DIR/MODE, through a
# module that includes compat.mk; prints compat.mk's report line.
probes_run() {
	local row=$1 src=$2 dir=$3 mode=$4 mod=$3/$4
	rm -rf "${mod:?}"
	mkdir -p "$mod/out"
	{
		echo "# SPDX-License-Identifier: GPL-2.0"
		echo "obj-m := probes_only.o"
		echo "include \$(NAPI_COMPAT)/compat.mk"
	} >"$mod/Kbuild"
	printf '%s\n' '// SPDX-License-Identifier: GPL-2.0' \
		'#include <linux/module.h>' 'MODULE_LICENSE("GPL");' >"$mod/probes_only.c"
	(
		export NAPI_COMPAT=$src
		kbuild "$row" "$mod" "$dir/$mode.log" NAPI_COMPAT_OUT="$mod/out" \
			NAPI_COMPAT_PROBES="$mode"
	)
	sed -n 's/^napi-compat: \(probed .*\)$/\1/p' "$dir/$mode.log" | tail -n 1
}

# probes_check ROW DIR: KTAP for the cell on row ROW, work in DIR.
probes_check() {
	local row=$1 dir=${2:?} src mode line n=0
	local -A said=()
	src=$(build_dir "$row")/src
	echo "KTAP version 1"
	echo "1..3"
	for mode in combined each; do
		n=$((n + 1))
		line=$(probes_run "$row" "$src" "$dir" "$mode")
		said[$mode]=$line
		if [[ -n $line && -f $dir/$mode/out/napi_compat_config.h ]]; then
			echo "ok $n probes, $mode: $line"
		else
			grep -E 'napi-compat|error' "$dir/$mode.log" | head -n 10 | sed 's/^/# /'
			echo "not ok $n probes, $mode: no result (see $dir/$mode.log)"
		fi
	done
	# the results, without the line naming the time they took
	if [[ -n ${said[combined]} && -n ${said[each]} ]] &&
		diff <(sed 2d "$dir/combined/out/napi_compat_config.h") \
			<(sed 2d "$dir/each/out/napi_compat_config.h") >"$dir/diff"; then
		echo "ok 3 the combined pass finds what each probe alone finds ($(grep -c '^#define NAPI_COMPAT_HAVE' "$dir/each/out/napi_compat_config.h") features present)"
	else
		sed 's/^/# /' "$dir/diff" 2>/dev/null | head -n 20
		echo "not ok 3 the combined pass finds what each probe alone finds"
	fi
	echo "# agent: done"
}
