# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# A control for counted steps.  A NIC model can lose frames by itself
# (QEMU's i82559er under the kernel's own e100 loses a few of 20000 on 6.12
# and 7.2), so a count that does not add up is not always the driver's
# doing.  When a cell's counted step fails (a stream, or paced hostile
# frames, whose frames QEMU handed the NIC are not all accounted for), the
# same steps run again on the same row and NIC model with the kernel's own
# driver for that model, and the cell's verdict says what the control
# found.  It stays a failure unless --allow-model-loss is given and the
# control lost frames too.

ALLOW_MODEL_LOSS=0

# control_module NIC: the kernel's own driver for QEMU's NIC model NIC.
control_module() {
	case $1 in
	rtl8139) echo 8139cp ;;	# QEMU's chip is a C+, which 8139too leaves to 8139cp
	e1000 | e1000-*) echo e1000 ;;
	e1000e) echo e1000e ;;
	igb) echo igb ;;
	pcnet) echo pcnet32 ;;
	i8255*) echo e100 ;;
	tulip) echo tulip ;;
	vmxnet3) echo vmxnet3 ;;
	virtio-net-pci*) echo virtio_net ;;
	*) return 1 ;;
	esac
}

# COUNT_RE: the reasons the agent gives for a count that does not add up.
COUNT_RE='received [0-9]+ \+ dropped [0-9]+ \+ stack drops [0-9]+ != [0-9]+ QEMU handed the NIC.*|[0-9]+ frames QEMU handed the NIC not accounted for'

# counted_failures KTAP: the counted steps of KTAP that failed, one a line,
# as the cell ran them.
counted_failures() {
	sed -nE "s/^not ok [0-9]+ (.*) # ($COUNT_RE)\$/\\1/p" "$1"
}

# control_note NIC MODULE KTAP STEP...: what the control run (KTAP) says
# of the failed counted STEPs, as one clause; its status: 0 the control
# counted every frame, 1 it lost frames too, 2 it says nothing.
control_note() {
	local nic=$1 mod=$2 ktap=$3 step line lost="" other=""
	shift 3
	for step in "$@"; do
		line=$(grep -m1 -E "^(not )?ok [0-9]+ $(printf '%s' "$step" | sed 's/[][\.*^$+?(){}|/]/\\&/g')( #|\$)" "$ktap" 2>/dev/null)
		if [[ -z $line ]]; then
			other="'$step' did not run"
		elif [[ $line =~ ^not\ ok\ [0-9]+\ .*\ #\ ($COUNT_RE)$ ]]; then
			lost="'$step': ${BASH_REMATCH[1]}"
		elif [[ $line == "not ok"* ]]; then
			other="'$step' failed: ${line#* # }"
		fi
	done
	if [[ -n $lost ]]; then
		echo "the kernel's own $mod on QEMU's $nic lost frames in the same count ($lost): the NIC model loses frames by itself"
		return 1
	fi
	if [[ -n $other ]]; then
		echo "the kernel's own $mod on QEMU's $nic says nothing ($other)"
		return 2
	fi
	echo "the kernel's own $mod on QEMU's $nic counted every frame of the same steps, once: the model lost none there"
	return 0
}

# control_boot ROW CELLS RUNDIR: the control cell of the cell directory
# CELLS, run in RUNDIR with none of our modules in the guest.
control_boot() {
	# shellcheck disable=SC2034 # read by run_cell, in this scope
	local CELLS_DIR=$2 DRIVER_DIR=""
	# shellcheck disable=SC2034
	local -a BUILT_MODULES=()
	run_cell "$1" control "$3"
}

# control_check ROW CELL DIR: after CELL ran in DIR, if a counted step
# failed, boot the control in DIR/control and add its finding to the
# cell's result and KTAP.
control_check() {
	local row=$1 cell=${2%.*} dir=$3 nic mod note rc=2 cdir=$3/control
	local -a steps
	[[ $(cat "$dir/result" 2>/dev/null) == "not ok"* ]] || return 0
	mapfile -t steps < <(counted_failures "$dir/ktap")
	((${#steps[@]})) || return 0
	nic=$(cell_nic "$cell")
	if ! mod=$(control_module "$nic"); then
		note="no control: no kernel driver is known for QEMU's $nic"
	elif [[ -z $(find_kernel_module "$row" "$mod") ]]; then
		note="no control: ${K_NAMES[row]}'s kernel has no module $mod"
	else
		rm -rf "${cdir:?}"
		mkdir -p "$cdir/cells"
		{
			echo "@nic $nic"
			echo "!insmod $mod"
			echo "!ifup eth0 192.0.2.2/24"
			echo "!waitlink eth0 10"
			printf '%s\n' "${steps[@]}"
		} >"$cdir/cells/control.steps"
		# the kernel's own module, not one of ours by the same name
		control_boot "$row" "$cdir/cells" "$cdir/run"
		note=$(control_note "$nic" "$mod" "$cdir/run/ktap" "${steps[@]}")
		rc=$?
	fi
	echo "# control: $note" >>"$dir/ktap"
	if ((rc == 1 && ALLOW_MODEL_LOSS)); then
		echo "# the count failed, and so did the control's: allowed by --allow-model-loss" >>"$dir/ktap"
		echo "ok" >"$dir/result"
	else
		echo "$(cat "$dir/result"); control: $note" >"$dir/result"
	fi
}
