# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
# shellcheck disable=SC2034 # KEEP_WORK is read by the caller's trap
#
# What the test scripts that boot or build for real share (kselftest
# style): check_err marks the current test failed, log_test prints its
# KTAP line.  A test that sets SKIP (the reason) is reported skipped; a
# failed one sets KEEP_WORK, so the caller's trap keeps the logs.

RET=0
N=0
FAILED=0
SKIP=""
KEEP_WORK=0

log_test() {
	N=$((N + 1))
	if [[ -n $SKIP ]]; then
		echo "ok $N $1 # SKIP $SKIP"
	elif ((RET == 0)); then
		echo "ok $N $1"
	else
		echo "not ok $N $1"
		FAILED=$((FAILED + 1))
		KEEP_WORK=1
	fi
	RET=0
	SKIP=""
}

# check_err STATUS MSG: fail the current test if STATUS is not zero
check_err() {
	if (($1 != 0)); then
		RET=1
		echo "# $2"
	fi
}
