# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Shared helpers for the harness scripts: messages, the cache location and
# small file utilities.  Sourced, never run.

: "${NAPI_COMPAT_CACHE:=${XDG_CACHE_HOME:-$HOME/.cache}/napi-compat}"
: "${NAPI_COMPAT_LOCAL:=$NAPI_COMPAT_CACHE/local}"
export NAPI_COMPAT_CACHE NAPI_COMPAT_LOCAL

# Messages for people go to stderr; stdout carries KTAP only.
msg() {
	printf '%s: %s\n' "${PROG:-napi-compat}" "$*" >&2
}

die() {
	msg "error: $*"
	exit 1
}

# need_tool CMD PACKAGE: stop with a clear message if CMD is missing.
need_tool() {
	command -v "$1" >/dev/null 2>&1 ||
		die "'$1' is not installed (Debian package: $2); run with --install-deps or: apt-get install $2"
}

# now_s: seconds since the epoch with centiseconds, for phase timings.
now_s() {
	local t
	t=$(date +%s%N)
	printf '%d.%02d' "$((t / 1000000000))" "$((t / 10000000 % 100))"
}

# elapsed START: seconds since START (from now_s), one decimal.
elapsed() {
	awk -v a="$1" -v b="$(now_s)" 'BEGIN { printf "%.1f", b - a }'
}

# tail_indent FILE LINES PREFIX: the end of a log, as KTAP diagnostics.
tail_indent() {
	[[ -f $1 ]] || return 0
	tail -n "$2" "$1" | tr -d '\r' | sed "s/^/$3# /"
}

# cache_lock x|s: hold the cache's lock, exclusively while this run
# writes to the cache (apt lists, kernels, builds, the tools), shared while
# its cells boot from what is there.  Two runs on one cache wait for each
# other rather than rewrite a package list or a module under each other.
# The lock goes when this run and its children (QEMU, the peers) are gone.
cache_lock() {
	local mode=$1
	if [[ -z ${CACHE_LOCK_FD:-} ]]; then
		exec {CACHE_LOCK_FD}>>"$NAPI_COMPAT_CACHE/.lock" ||
			die "cannot open the lock $NAPI_COMPAT_CACHE/.lock"
	fi
	flock -n "-$mode" "$CACHE_LOCK_FD" && return
	msg "waiting for another test-matrix run using $NAPI_COMPAT_CACHE to finish"
	flock "-$mode" "$CACHE_LOCK_FD" || die "cannot lock $NAPI_COMPAT_CACHE/.lock"
}

# cache_lock_close: for a background child that may outlive its cell
# (a watcher's sleep, the monitor's drain): let go of the lock's
# descriptor, so that only this run holds the cache, not its leftovers.
cache_lock_close() {
	if [[ -n ${CACHE_LOCK_FD:-} ]]; then
		exec {CACHE_LOCK_FD}>&-
	fi
}
