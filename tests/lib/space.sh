# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# A full cache disk.  Most tools fail on it with "No space left on
# device", but apt-get does not always: when a download cannot be written
# it can wait forever for a worker that has given up.  So while a row is
# prepared a watcher looks at the cache's file system, and once it has
# stayed full for SPACE_GRACE seconds it stops what the preparation is
# running; the row then fails with a reason that says the disk is full.

SPACE_GRACE=${NAPI_COMPAT_SPACE_GRACE:-5}
# below this many KiB free, the file system counts as full
SPACE_MIN_KB=256

# space_free_kb DIR: KiB still free for us on DIR's file system (root may
# use the blocks reserved for it).
space_free_kb() {
	local field=a
	((EUID == 0)) && field=f
	stat -f -c "%$field %S" "$1" 2>/dev/null | awk '{ printf "%d\n", $1 * $2 / 1024 }'
}

# space_descendants PID EXCEPT: the processes below PID, not counting
# EXCEPT and those below it.
space_descendants() {
	ps -e -o pid=,ppid= | awk -v top="$1" -v except="$2" '
		{ parent[$1] = $2 }
		END {
			for (p in parent) {
				for (q = p; q in parent && q != top && q != except; q = parent[q])
					;
				if (q == top && p != top)
					print p
			}
		}'
}

# space_watch_start NOTE: watch the cache while this shell prepares a
# row.  If its file system stays full for SPACE_GRACE seconds, the watcher
# writes the reason into NOTE and stops every process this shell started
# (TERM); the preparation then fails where it stands.
space_watch_start() {
	local note=$1 shell=$BASHPID
	rm -f "$note" "$note.run"
	: >"$note.run"
	(
		me=$BASHPID
		full=0
		while [[ -e $note.run ]]; do
			sleep 0.5
			free=$(space_free_kb "$NAPI_COMPAT_CACHE")
			if [[ -n $free ]] && ((free < SPACE_MIN_KB)); then
				full=$((full + 1))
			else
				full=0
			fi
			((full >= SPACE_GRACE * 2)) || continue
			mapfile -t pids < <(space_descendants "$shell" "$me")
			names=""
			# the programs, not the shells that ran them
			((${#pids[@]})) &&
				names=$(ps -o comm= -p "$(IFS=,; echo "${pids[*]}")" |
					grep -vxF -e bash -e "$(ps -o comm= -p "$shell")" | sort -u | tr '\n' ' ')
			echo "the cache at $NAPI_COMPAT_CACHE is out of space (${free} KiB free): stopped ${names:-the preparation }after ${SPACE_GRACE}s on the full disk" >"$note"
			((${#pids[@]})) && kill "${pids[@]}" 2>/dev/null
			break
		done
	) &
	SPACE_WATCH_PID=$!
}

# space_watch_stop NOTE: end the watcher (within half a second).
space_watch_stop() {
	rm -f "$1.run"
	wait "$SPACE_WATCH_PID" 2>/dev/null
}

# space_reason ERRFILE NOTE: if a preparation failed for want of space,
# print why: the watcher's note, or a tool's "No space left on device" in
# ERRFILE, blamed on the cache if its file system is full or the tool named
# a path in it.  Returns 1 otherwise.
space_reason() {
	local err=$1 note=$2 line free
	if [[ -s $note ]]; then
		cat "$note"
		return 0
	fi
	line=$(grep -m1 -i 'no space left on device' "$err" 2>/dev/null | sed "s/^${PROG:-}: //" | cut -c1-240)
	[[ -n $line ]] || return 1
	free=$(space_free_kb "$NAPI_COMPAT_CACHE")
	if [[ -n $free ]] && ((free < SPACE_MIN_KB)); then
		echo "the cache at $NAPI_COMPAT_CACHE is out of space (${free} KiB free): $line"
	elif [[ $line == *"$NAPI_COMPAT_CACHE/"* ]]; then
		echo "the cache at $NAPI_COMPAT_CACHE is out of space: $line"
	else
		echo "a disk is full: $line"
	fi
}
