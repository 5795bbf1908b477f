#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The project's test run: installs what it needs, then runs the unit tests
# of the harness and the peer, the harness's own faults made for real
# (tests/unit/test-faults.sh), shellcheck on every script, the kernel
# matrix, a cache shared read-only and through links once the matrix has
# filled it (tests/unit/test-cache.sh), the generated GitLab pipeline run
# by gitlab-ci-local and the GitHub workflow validated
# (tests/pipelines.sh), and checkpatch/sparse/W=1 on our kernel C
# (tests/style.sh).  KTAP on stdout, each suite a subtest; the last line
# counts every test of every suite: "N passed, N failed, N skipped".
#
# Options are passed on to test-matrix.sh (e.g. -k deb-6.1 to run one
# kernel).

set -u
set -o pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROG=check
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"
# shellcheck source=tests/lib/ktap.sh
. "$TOP/tests/lib/ktap.sh"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

"$TOP/tests/install-deps.sh" || die "installing dependencies failed"

TOOLS=$NAPI_COMPAT_CACHE/tools
mkdir -p "$TOOLS"
make -s -C "$TOP/tests" O="$TOOLS" || die "building the test programs failed"

PASSED=0 FAILED=0 SKIPPED=0 N=0

# suite NAME CMD...: run CMD, nest its KTAP, add up its results.
suite() {
	local name=$1 out=$WORK/$1.ktap rc
	shift
	"$@" >"$out"
	rc=$?
	N=$((N + 1))
	echo "# Subtest: $name"
	ktap_indent "    " <"$out"
	PASSED=$((PASSED + $(ktap_count "$out" passed)))
	FAILED=$((FAILED + $(ktap_count "$out" failed)))
	SKIPPED=$((SKIPPED + $(ktap_count "$out" skipped)))
	if ((rc == 0)) && [[ $(ktap_count "$out" total) == "$(ktap_plan "$out")" ]]; then
		echo "ok $N $name"
	else
		# a suite that died, or reported fewer results than it planned
		((rc == 0 && $(ktap_count "$out" failed) == 0)) && FAILED=$((FAILED + 1))
		echo "not ok $N $name"
	fi
}

shellcheck_all() {
	local f n=0 bad=0
	local -a files
	mapfile -t files < <(cd "$TOP" && git ls-files 2>/dev/null | while read -r f; do
		[[ $f == *.sh || $(head -c 64 "$f" 2>/dev/null) == '#!/bin/bash'* || $f == .ci/run ]] && echo "$f"
	done)
	echo "KTAP version 1"
	echo "1..${#files[@]}"
	for f in "${files[@]}"; do
		n=$((n + 1))
		if (cd "$TOP" && shellcheck -x "$f") >"$WORK/sc.out" 2>&1; then
			echo "ok $n shellcheck $f"
		else
			sed 's/^/# /' "$WORK/sc.out"
			echo "not ok $n shellcheck $f"
			bad=1
		fi
	done
	return $bad
}

echo "KTAP version 1"
echo "1..9"
suite unit-frames "$TOOLS/test-frames"
suite unit-harness "$TOP/tests/unit/test-harness.sh"
suite docs "$TOP/tests/unit/test-docs.sh"
suite faults "$TOP/tests/unit/test-faults.sh"
suite shellcheck shellcheck_all
suite matrix "$TOP/test-matrix.sh" --stress "$@"
suite cache "$TOP/tests/unit/test-cache.sh"
suite pipelines "$TOP/tests/pipelines.sh"
suite style "$TOP/tests/style.sh"
echo "$PASSED passed, $FAILED failed, $SKIPPED skipped"
((FAILED == 0))
