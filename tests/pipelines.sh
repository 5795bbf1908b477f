#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# The matrix on other engines, tested for real (a suite of tests/check.sh):
# the GitLab pipeline test-matrix.sh --emit gitlab writes for two kernel
# rows and two host-side cells is run by gitlab-ci-local with its shell
# executor on this machine, and its merged report must equal a direct run
# of the same selection cell for cell; a merge missing one job's results
# must fail; the GitHub workflow must pass action-validator's schema
# check (which must reject a broken one); the LAVA jobs --lava writes for
# a run must pass the job schema of Debian's lava-common and match the
# cell they came from.  gitlab-ci-local and action-validator are installed
# from npm under the cache, lava-common with apt.  KTAP on stdout.

set -u
set -o pipefail
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROG=pipelines
# shellcheck source=tests/lib/common.sh
. "$TOP/tests/lib/common.sh"

ROWS=${PIPELINE_ROWS:-deb-6.1,deb-6.12}
CELLS=${PIPELINE_CELLS:-vendor,apicompile}
NPM_DIR=$NAPI_COMPAT_CACHE/npm
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
N=0

result() {
	N=$((N + 1))
	if (($1 == 0)); then
		echo "ok $N $2"
	else
		echo "not ok $N $2"
	fi
}

# apt_install PKG...: as root, with the package lists updated if they
# do not know the packages yet.
apt_install() {
	((EUID == 0)) || die "missing: $* (install Debian's packages as root)"
	export DEBIAN_FRONTEND=noninteractive
	if ! apt-get -q install -y --no-install-recommends "$@" >>"$WORK/apt.log" 2>&1; then
		if ! { apt-get -q update && apt-get -q install -y --no-install-recommends "$@"; } >>"$WORK/apt.log" 2>&1; then
			tail -n 20 "$WORK/apt.log" >&2
			die "apt-get install $* failed (log above)"
		fi
	fi
}

# tools: gitlab-ci-local (4.65: the last of the 4.x line that runs on
# Debian's Node.js 18 and 20) and action-validator, from npm.
install_tools() {
	command -v npm >/dev/null || apt_install npm
	mkdir -p "$NPM_DIR"
	if [[ ! -x $NPM_DIR/node_modules/.bin/gitlab-ci-local || ! -x $NPM_DIR/node_modules/.bin/action-validator ]]; then
		npm install --prefix "$NPM_DIR" --no-audit --no-fund \
			gitlab-ci-local@4.65.0 @action-validator/cli@0.6.0 @action-validator/core@0.6.0 \
			>"$WORK/npm.log" 2>&1 || { tail -n 20 "$WORK/npm.log" >&2; die "npm install failed (log above)"; }
	fi
	GCL=$NPM_DIR/node_modules/.bin/gitlab-ci-local
	AV=$NPM_DIR/node_modules/.bin/action-validator
	# LAVA's own job schema, from Debian's lava-common (Debian's python3)
	/usr/bin/python3 -c 'import lava_common.schemas, yaml' 2>/dev/null ||
		apt_install lava-common python3-yaml
}

# lava_check RESULTS ROW CELL: the LAVA job the run wrote for ROW:CELL,
# validated by lava_common's schema and checked against the cell: the
# kernel and initramfs it booted, its -append, NIC and timeout, and the
# KTAP markers the agent printed.
lava_check() {
	/usr/bin/python3 - "$@" <<'PY'
import hashlib, shlex, sys, yaml
from lava_common.schemas import validate

res, row, cell = sys.argv[1:4]
d = f"{res}/{row}/{cell}"
job = yaml.safe_load(open(f"{d}/lava-job.yaml"))
validate(job, strict=True)
sha = lambda f: hashlib.sha256(open(f, "rb").read()).hexdigest()
state = {}
for line in open(f"{res}/.{row}.state"):
    if line.startswith("declare -- KERNEL_IMAGE="):
        state["kernel"] = line.split("=", 1)[1].strip().strip('"')
qemu = shlex.split(open(f"{d}/qemu.cmd").read())
append = qemu[qemu.index("-append") + 1]
images = job["actions"][0]["deploy"]["images"]
test = job["actions"][2]["test"]
ktap = open(f"{d}/ktap.log", errors="replace").read().splitlines()
checks = {
    "kernel is the row's image": images["kernel"]["sha256sum"] == sha(state["kernel"]),
    "kernel URL": images["kernel"]["url"].endswith(f"/{row}/kernel"),
    "kernel -append as booted": f"-append '{append}'" in images["kernel"]["image_arg"],
    "ramdisk is the cell's initramfs": images["ramdisk"]["sha256sum"] == sha(f"{d}/initramfs.cpio"),
    "ramdisk URL": images["ramdisk"]["url"].endswith(f"/{row}/{cell}/initramfs.cpio"),
    "the same NIC": "-device rtl8139,netdev=n0,mac=52:54:00:c0:02:02" in job["context"]["extra_options"],
    "KTAP read from the second serial port": job["context"]["extra_options"][1:3] == ["-serial null", "-serial stdio"],
    "the matrix's timeout": test["timeout"]["seconds"] == 300,
    "starts where the agent's KTAP starts": ktap[0].strip() == test["monitors"][0]["start"],
    "ends where it ends": any(l.startswith(test["monitors"][0]["end"]) for l in ktap),
}
bad = [k for k, ok in checks.items() if not ok]
for k in bad:
    print(f"{row}:{cell}: {k}: no")
sys.exit(1 if bad else 0)
PY
}

# verdicts REPORT: "ROW:CELL result" a line, from a matrix report.
verdicts() {
	sed -n 's/^\(not ok\|ok\) [0-9]* \([^ ]*:[^ ]*\)\( # SKIP.*\)\{0,1\}.*$/\2 \1\3/p' "$1" |
		sed 's/ # SKIP.*/ skip/' | sort
}

# a copy of the repository, as a git repository gitlab-ci-local can run
project_copy() {
	local dst=$1
	mkdir -p "$dst"
	(cd "$TOP" && git ls-files -z 2>/dev/null | xargs -0 -r cp --parents -t "$dst") ||
		die "cannot copy the repository's files (is $TOP a git checkout?)"
	if ! { git -C "$dst" init -q && git -C "$dst" add -A &&
		git -C "$dst" -c user.name=napi-compat -c user.email=napi-compat@localhost \
			commit -q -m "copy for gitlab-ci-local"; }; then
		die "cannot make a git repository in $dst"
	fi
}

main() {
	local proj=$WORK/project rc out direct merged
	install_tools
	echo "KTAP version 1"
	echo "1..8"

	# 1: the GitLab pipeline, run for real
	project_copy "$proj"
	"$TOP/test-matrix.sh" --emit gitlab -k "$ROWS" -c "$CELLS" >"$proj/.gitlab-ci.yml" 2>"$WORK/emit.err"
	rc=$?
	if ((rc == 0)); then
		git -C "$proj" add .gitlab-ci.yml &&
			git -C "$proj" -c user.name=napi-compat -c user.email=napi-compat@localhost \
				commit -q -m pipeline
		(cd "$proj" && "$GCL" --variable "NAPI_COMPAT_CACHE=$NAPI_COMPAT_CACHE") >"$WORK/gcl.log" 2>&1
		rc=$?
	fi
	merged=$proj/merged
	if ((rc != 0)) || [[ ! -f $proj/merged/.$(echo "$ROWS" | cut -d, -f1).state ]]; then
		tail -n 30 "$WORK/gcl.log" "$WORK/emit.err" 2>/dev/null | sed 's/^/# /'
		rc=1
	fi
	result "$rc" "gitlab-ci-local runs the generated pipeline: ${ROWS//,/ and } with ${CELLS//,/ and }, then the merge job"

	# 2: the merged report against a direct run of the same selection
	"$TOP/test-matrix.sh" -k "$ROWS" -c "$CELLS" -r "$WORK/direct" >"$WORK/direct.ktap" 2>"$WORK/direct.err"
	direct=$(verdicts "$WORK/direct.ktap")
	out=$(verdicts "$merged/report.ktap" 2>/dev/null)
	rc=1
	if [[ -n $direct && $direct == "$out" && $(tail -n 1 "$WORK/direct.ktap") == "$(tail -n 1 "$merged/report.ktap")" ]]; then
		rc=0
	fi
	echo "# direct: $(tail -n 1 "$WORK/direct.ktap"); the pipeline's merge job: $(tail -n 1 "$merged/report.ktap" 2>/dev/null)"
	((rc)) && diff <(echo "$direct") <(echo "$out") | sed 's/^/# /'
	result "$rc" "the merged report equals a direct run cell for cell ($(echo "$direct" | wc -l) cells)"

	# 3: one job's results missing: the merged report fails, naming it
	local first=${ROWS%%,*} second=${ROWS#*,}
	second=${second%%,*}
	mkdir -p "$WORK/partial"
	cp -a "$proj/results/$first" "$WORK/partial/"
	"$TOP/test-matrix.sh" --merge "$WORK/partial" -k "$ROWS" -c "$CELLS" -r "$WORK/merged-partial" \
		>"$WORK/partial.ktap" 2>&1
	rc=$?
	if ((rc != 0)) && grep -q "^not ok [0-9]* $second:.*no results for $second" "$WORK/partial.ktap" &&
		! grep -q "^not ok [0-9]* $first:" "$WORK/partial.ktap"; then
		result 0 "a merge without $second's results fails on its cells only"
	else
		tail -n 20 "$WORK/partial.ktap" | sed 's/^/# /'
		result 1 "a merge without $second's results fails on its cells only"
	fi

	# 4: the GitHub workflow passes the schema check
	"$TOP/test-matrix.sh" --emit github -k "$ROWS" -c "$CELLS" >"$WORK/workflow.yml" 2>&1 &&
		"$AV" "$WORK/workflow.yml" >"$WORK/av.log" 2>&1
	rc=$?
	((rc)) && sed 's/^/# /' "$WORK/av.log" "$WORK/workflow.yml"
	result "$rc" "action-validator accepts the generated GitHub workflow"

	# 5: ... and the check can fail: a job without runs-on is refused
	sed '/^    runs-on:/d' "$WORK/workflow.yml" >"$WORK/broken.yml"
	if "$AV" "$WORK/broken.yml" >"$WORK/av-broken.log" 2>&1; then
		result 1 "action-validator refuses the workflow with runs-on removed"
	else
		result 0 "action-validator refuses the workflow with runs-on removed"
	fi

	# 6, 7: LAVA jobs from a run: valid, and true to the cell they came from
	local lava=$WORK/lava first_row=${ROWS%%,*}
	"$TOP/test-matrix.sh" -k "$first_row" -c selftest,vendor --lava https://artifacts.invalid/napi-compat \
		-r "$lava" >"$WORK/lava.ktap" 2>&1
	rc=$?
	if ((rc == 0)) && [[ -f $lava/$first_row/selftest/lava-job.yaml && ! -e $lava/$first_row/vendor/lava-job.yaml ]]; then
		result 0 "--lava writes a job for the booted cell, none for the host-side one"
	else
		tail -n 20 "$WORK/lava.ktap" | sed 's/^/# /'
		result 1 "--lava writes a job for the booted cell, none for the host-side one"
	fi
	lava_check "$lava" "$first_row" selftest >"$WORK/lava-check.log" 2>&1
	rc=$?
	sed 's/^/# /' "$WORK/lava-check.log" | tail -n 20
	result "$rc" "the LAVA job passes lava_common's schema and matches its cell"

	# 8: ... and the schema check can fail
	sed '/^visibility:/d' "$lava/$first_row/selftest/lava-job.yaml" >"$lava/$first_row/selftest/broken.yaml"
	if /usr/bin/python3 -c 'import sys, yaml; from lava_common.schemas import validate; validate(yaml.safe_load(open(sys.argv[1])), strict=True)' \
		"$lava/$first_row/selftest/broken.yaml" >/dev/null 2>&1; then
		result 1 "lava_common refuses the job without visibility"
	else
		result 0 "lava_common refuses the job without visibility"
	fi
}

main
