#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# Install what the harness needs on a Debian 12 machine (as root).  Does
# nothing, and needs no network, when everything is already there.

set -u
pkgs=(
	gcc make bc flex bison libelf-dev libssl-dev dwarves sparse
	qemu-system-x86 cpio kmod rsync xz-utils zstd gzip
	debootstrap debian-archive-keyring ca-certificates util-linux
	shellcheck gawk dkms
)

missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' ||
		missing+=("$p")
done
((${#missing[@]})) || exit 0

if ((EUID != 0)); then
	echo "install-deps: missing packages: ${missing[*]}; run as root or install them" >&2
	exit 1
fi
echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! apt-get -q update >"$log" 2>&1 ||
	! apt-get -q install -y --no-install-recommends "${missing[@]}" >>"$log" 2>&1; then
	tail -n 20 "$log" >&2
	echo "install-deps: apt-get failed for: ${missing[*]}" >&2
	exit 1
fi
