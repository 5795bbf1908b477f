# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Any driver on any NIC: test-matrix.sh --driver DIR [--nic MODEL]
# [--module NAME].  DIR is an out-of-tree driver directory whose Kbuild (or
# the kbuild part of its Makefile) includes compat.mk; it is built for each
# row against the library's build for that row, as a vendor builds it,
# and the driver cell (tests/cells/driver.steps) boots it on QEMU's NIC
# MODEL (rtl8139 unless told) with generic traffic.  A cell file names
# its own NIC with "@nic MODEL"; every other cell boots on rtl8139.

DRIVER_DIR=""
DRIVER_NIC=""
DRIVER_MODULE=""
DEFAULT_NIC=rtl8139

# nic_models: the PCI network devices this QEMU models, one a line; asked
# of QEMU once (NIC_MODELS), not at every boot.
nic_models() {
	[[ -n ${NIC_MODELS:-} ]] ||
		NIC_MODELS=$(qemu-system-x86_64 -device help 2>/dev/null |
			sed -n '/^Network devices:/,/^$/s/^name "\([^"]*\)", bus PCI.*/\1/p')
	echo "$NIC_MODELS"
}

# nic_check MODEL: fails, naming the models there are, unless this QEMU
# has MODEL as a PCI network device.
nic_check() {
	local models
	models=$(nic_models)
	grep -qxF -- "$1" <<<"$models" && return 0
	msg "QEMU ($(qemu-system-x86_64 --version 2>/dev/null | head -n 1)) has no PCI NIC model '$1'; it has: $(tr '\n' ' ' <<<"$models")"
	return 1
}

# driver_check_options: the --driver options make sense, or the run stops
# naming what is wrong.  Before anything is built or booted.
driver_check_options() {
	if [[ -z $DRIVER_DIR ]]; then
		[[ -z $DRIVER_NIC && -z $DRIVER_MODULE ]] ||
			die "--nic and --module go with --driver DIR"
		return 0
	fi
	[[ -d $DRIVER_DIR ]] || die "--driver: no directory '$DRIVER_DIR'"
	DRIVER_DIR=$(cd "$DRIVER_DIR" && pwd)
	grep -qsE '^[^#]*include[[:space:]].*compat\.mk' "$DRIVER_DIR/Kbuild" "$DRIVER_DIR/Makefile" ||
		die "--driver: neither $DRIVER_DIR/Kbuild nor its Makefile includes compat.mk; add the line 'include \$(NAPI_COMPAT)/compat.mk' to it (docs/adoption.md)"
	[[ -z $DRIVER_MODULE || $DRIVER_MODULE =~ ^[A-Za-z0-9_-]+$ ]] ||
		die "--module wants a module's name, not '$DRIVER_MODULE'"
	DRIVER_NIC=${DRIVER_NIC:-$DEFAULT_NIC}
	[[ $DRIVER_NIC =~ ^[A-Za-z0-9_.-]+$ ]] || die "--nic wants a QEMU device name, not '$DRIVER_NIC'"
	# the driver cell, unless the caller chose cells
	[[ -n $CELLS ]] || CELLS=driver
}

# driver_build ROW SRC DIR: the --driver directory copied to DIR/src and
# built there against the library in SRC.  On success DIR/module names the
# module the driver cell loads and BUILT_MODULES gets every module built;
# on failure DIR/reason says why (the first error and the names the
# library says it does not bridge on this kernel, as mainline_unbridged
# reads them).
driver_build() {
	local row=$1 src=$2 dir=$3 err unbridged mod
	local -a kos
	rm -rf "${dir:?}"
	mkdir -p "$dir/src" || return 1
	copy_sources "$DRIVER_DIR/" "$dir/src/" ||
		{ echo "cannot copy $DRIVER_DIR" >"$dir/reason"; return 1; }
	if ! vendor_build "$row" "$src" "$dir/src" "$dir/build.log"; then
		err=$(grep -m1 -E 'error:|ERROR:|\*\*\*' "$dir/build.log" | sed "s|$dir/src/||")
		unbridged=$(mainline_unbridged "$dir/build.log")
		echo "$DRIVER_DIR did not build for ${K_NAMES[row]}: ${err:-see $dir/build.log} ($(grep -c 'error:' "$dir/build.log") errors${unbridged:+; not bridged here: $unbridged}; $dir/build.log)" >"$dir/reason"
		return 1
	fi
	mapfile -t kos < <(find "$dir/src" -name '*.ko' | sort)
	mod=$DRIVER_MODULE
	if [[ -z $mod ]]; then
		if ((${#kos[@]} == 0)); then
			echo "$DRIVER_DIR built no module for ${K_NAMES[row]}: an obj-\$(CONFIG_X) line in its Kbuild or Makefile builds nothing where the kernel's configuration has no CONFIG_X (set it there, e.g. CONFIG_X ?= m); $dir/build.log" >"$dir/reason"
			return 1
		fi
		if ((${#kos[@]} > 1)); then
			echo "$DRIVER_DIR built ${#kos[@]} modules ($(printf '%s ' "${kos[@]##*/}")): name the one to load with --module" >"$dir/reason"
			return 1
		fi
		mod=${kos[0]##*/}
		mod=${mod%.ko}
	elif ! printf '%s\n' "${kos[@]##*/}" | grep -qxF "$mod.ko"; then
		echo "$DRIVER_DIR built no module $mod (it built: $(printf '%s ' "${kos[@]##*/}"))" >"$dir/reason"
		return 1
	fi
	echo "$mod" >"$dir/module"
	BUILT_MODULES+=("${kos[@]}")
}

# cell_nic CELL: the NIC model a cell boots on: its "@nic MODEL", the
# model tests/mainline/drivers.list gives a mainline:NAME cell, the --nic model for a cell that boots the --driver driver, else rtl8139.
cell_nic() {
	local steps nic main
	steps=$(cell_steps "$1")
	nic=$(sed -n 's/^@nic[[:space:]]\+\([A-Za-z0-9_.-]\+\)[[:space:]]*$/\1/p' "$steps")
	main=$(mainline_name "$1")
	[[ -n $main ]] && mainline_read && nic=${MAINLINE_ATTR[$main.nic]:-}
	if [[ -z $nic ]] && grep -qE '^@build[[:space:]]+driver[[:space:]]*$' "$steps"; then
		nic=$DRIVER_NIC
	fi
	echo "${nic:-$DEFAULT_NIC}"
}
