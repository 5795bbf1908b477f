# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# Debian kernels from the package mirror, through a private apt
# configuration kept in the cache.  Nothing here touches the machine's own
# apt sources, /boot, /lib/modules or /usr/src.
#
# The mirror is the one this machine's apt already uses (the first http(s)
# URI ending in /debian, and the one ending in /debian-security for
# *-security suites), unless NAPI_COMPAT_MIRROR and
# NAPI_COMPAT_SECURITY_MIRROR say otherwise.

APT_KEYRING=${NAPI_COMPAT_KEYRING:-/usr/share/keyrings/debian-archive-keyring.gpg}
APT_LISTS_MAX_AGE=${NAPI_COMPAT_LISTS_MAX_AGE:-86400}

# debian_mirror SUFFIX: the machine's mirror URI ending in SUFFIX.
debian_mirror() {
	local suffix=$1 uri
	uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
		/etc/apt/sources.list.d/*.sources 2>/dev/null |
		grep -oE 'https?://[^ ]+' | sed 's,/*$,,' |
		grep -E "${suffix}\$" | head -n 1)
	[[ -n $uri ]] || return 1
	echo "$uri"
}

debian_mirror_for() {
	local suite=$1
	if [[ $suite == *-security ]]; then
		echo "${NAPI_COMPAT_SECURITY_MIRROR:-$(debian_mirror /debian-security)}"
	else
		echo "${NAPI_COMPAT_MIRROR:-$(debian_mirror /debian)}"
	fi
}

# apt_dir SUITES: the private apt state for a comma list of suites.
apt_dir() {
	echo "$NAPI_COMPAT_CACHE/apt/${1//,/+}"
}

apt_opts() {
	local d=$1
	printf '%s\n' \
		-o "Dir::Etc::SourceList=$d/sources.list" \
		-o "Dir::Etc::SourceParts=$d/sources.list.d" \
		-o "Dir::Etc::Preferences=$d/preferences" \
		-o "Dir::Etc::PreferencesParts=$d/preferences.d" \
		-o "Dir::State::Lists=$d/lists" \
		-o "Dir::State::status=$d/status" \
		-o "Dir::Cache=$d/cache" \
		-o "Dir::Cache::Archives=$NAPI_COMPAT_CACHE/debs" \
		-o "Dir::Cache::pkgcache=$d/cache/pkgcache.bin" -o "Dir::Cache::srcpkgcache=$d/cache/srcpkgcache.bin" \
		-o "APT::Architecture=amd64" -o "APT::Architectures::=amd64" \
		-o "Debug::NoLocking=1" -o "Acquire::Languages=none" \
		-o "Acquire::http::Timeout=30" -o "Acquire::https::Timeout=30" \
		-o "Acquire::Retries=2"
}

# apt_private SUITES CMD ARGS...: run an apt command on the private state.
apt_private() {
	local suites=$1 d
	shift
	d=$(apt_dir "$suites")
	local -a opts
	mapfile -t opts < <(apt_opts "$d")
	"$@" "${opts[@]}"
}

# write_if_changed FILE TEXT: FILE holds TEXT (and a newline) afterwards,
# written only if it held anything else, through a new file renamed over it:
# a run that changes nothing writes nothing (a cache may be shared, or
# read-only), and a reader never sees half a file.  Fails if FILE cannot
# be written when it must be.
write_if_changed() {
	local file=$1 text=$2
	[[ -f $file && $(<"$file") == "$text" ]] && return 0
	if ! printf '%s\n' "$text" >"$file.new.$$" || ! mv -f "$file.new.$$" "$file"; then
		rm -f "$file.new.$$"
		msg "cannot write $file"
		return 1
	fi
}

# apt_prepare SUITES REFRESH: write the private sources and update the
# lists when they are missing, older than a day, or REFRESH is 1.
apt_prepare() {
	local suites=$1 refresh=$2 d s mirror stamp sources=""
	d=$(apt_dir "$suites")
	mkdir -p "$d/lists/partial" "$d/cache" "$d/sources.list.d" \
		"$d/preferences.d" "$NAPI_COMPAT_CACHE/debs/partial" || return 1
	[[ -f $d/status ]] || : >"$d/status"
	for s in ${suites//,/ }; do
		mirror=$(debian_mirror_for "$s")
		if [[ -z $mirror ]]; then
			msg "no Debian mirror for suite $s in /etc/apt/sources*; set NAPI_COMPAT_MIRROR (and NAPI_COMPAT_SECURITY_MIRROR)"
			return 1
		fi
		sources+="${sources:+$'\n'}deb [signed-by=$APT_KEYRING] $mirror $s main"
	done
	if [[ ! -f $d/sources.list || $(<"$d/sources.list") != "$sources" ]]; then
		write_if_changed "$d/sources.list" "$sources" || return 1
		refresh=1
	fi
	stamp="$d/lists/.updated"
	if [[ $refresh == 1 || ! -f $stamp ]] || apt_lists_missing "$suites" >/dev/null ||
		(($(date +%s) - $(stat -c %Y "$stamp") > APT_LISTS_MAX_AGE)); then
		msg "apt: updating the package lists for $suites"
		rm -f "$stamp"
		apt_private "$suites" apt-get -q update >"$d/update.log" 2>&1 || {
			msg "apt-get update for $suites failed:"
			tail -n 5 "$d/update.log" >&2
			return 1
		}
		s=$(apt_lists_missing "$suites") && {
			msg "apt-get update for $suites left no package list for suite $s (see $d/update.log)"
			return 1
		}
		touch "$stamp"
	fi
}

# apt_lists_missing SUITES: print the first suite whose package list is not
# in the private lists and succeed; fail if all are there.
apt_lists_missing() {
	local s d
	d=$(apt_dir "$1")
	for s in ${1//,/ }; do
		compgen -G "$d/lists/*_dists_${s}_main_binary-amd64_Packages*" >/dev/null ||
			{ echo "$s"; return 0; }
	done
	return 1
}

# pkg_field SUITES PKG FIELD: FIELD of PKG's candidate version.
pkg_field() {
	apt_private "$1" apt-cache show --no-all-versions "$2" 2>/dev/null |
		awk -v f="$3:" '$1 == f { sub(/^[^:]*: */, ""); print; exit }'
}

pkg_exists() {
	[[ -n $(pkg_field "$1" "$2" Version) ]]
}

# pkg_deps SUITES PKG: dependency names, one a line, first alternative.
pkg_deps() {
	pkg_field "$1" "$2" Depends | tr ',' '\n' |
		sed -E 's/\|.*//; s/\(.*\)//; s/:any//; s/^ +//; s/ +$//' |
		grep -v '^$'
}

# debian_resolve SUITES META: print the ABI name and the packages to fetch.
# The headers metapackage names the ABI package (linux-headers-ABI); the
# image is linux-image-ABI-unsigned where it exists, else linux-image-ABI.
# Kernel pieces those depend on (common headers, kbuild, and the split
# binary/modules/base packages of newer suites) come along.
debian_resolve() {
	local suites=$1 meta=$2 abi img pkg dep
	local -a queue
	declare -A seen=()
	pkg_exists "$suites" "$meta" || {
		msg "package $meta is not in suite(s) $suites"
		return 1
	}
	abi=$(pkg_deps "$suites" "$meta" | grep -m1 '^linux-headers-' | sed 's/^linux-headers-//')
	[[ -n $abi ]] || {
		msg "$meta depends on no linux-headers-* package"
		return 1
	}
	img=linux-image-$abi-unsigned
	pkg_exists "$suites" "$img" || img=linux-image-$abi
	pkg_exists "$suites" "$img" || {
		msg "no image package for $abi (tried linux-image-$abi-unsigned and linux-image-$abi)"
		return 1
	}
	echo "$abi"
	queue=("linux-headers-$abi" "$img")
	while ((${#queue[@]})); do
		pkg=${queue[0]}
		queue=("${queue[@]:1}")
		[[ -n ${seen[$pkg]:-} ]] && continue
		seen[$pkg]=1
		pkg_exists "$suites" "$pkg" || {
			msg "package $pkg (needed for $abi) is not in $suites"
			return 1
		}
		echo "$pkg=$(pkg_field "$suites" "$pkg" Version)"
		while read -r dep; do
			[[ $dep =~ ^linux-(headers|kbuild|binary|modules|base)-[0-9] ]] &&
				queue+=("$dep")
		done < <(pkg_deps "$suites" "$pkg")
	done
	return 0
}

# deb_file PKG VERSION: the downloaded package, whatever its architecture
# (amd64 or all); nothing if it is not there.
deb_file() {
	local f
	for f in "$NAPI_COMPAT_CACHE/debs/${1}_${2//:/%3a}"_{amd64,all}.deb; do
		[[ -f $f ]] && { echo "$f"; return 0; }
	done
	return 1
}

# deb_download SUITES PKG VERSION: fetch PKG into the cache's debs/ through
# the private apt state, and check that its file is there.  apt-get's
# output is kept in memory, not in the cache: on a full cache a log there
# would be lost with the reason.  On failure its last lines go to stderr,
# with the cache's free space when it is full, and the failure is named.
deb_download() {
	local out rc free
	out=$(cd "$NAPI_COMPAT_CACHE/debs" &&
		apt_private "$1" apt-get -q download "$2=$3" 2>&1)
	rc=$?
	if ((rc != 0)); then
		[[ -n $out ]] && tail -n 5 <<<"$out" >&2
		free=$(space_free_kb "$NAPI_COMPAT_CACHE")
		[[ -n $free ]] && ((free < SPACE_MIN_KB)) &&
			echo "apt-get download: No space left on device (the cache has ${free} KiB free)" >&2
		msg "download of $2 $3 failed (apt-get's last lines are above)"
		return 1
	fi
	deb_file "$2" "$3" >/dev/null ||
		{ msg "apt-get download left no file for $2 $3"; return 1; }
}

# shellcheck disable=SC2034 # the KERNEL_* variables are for the caller
# debian_prepare ROW REFRESH: download and unpack row ROW's kernel; sets
# KERNEL_ABI KERNEL_IMAGE KERNEL_MODDIR KERNEL_KDIR KERNEL_VERSION_TEXT.
debian_prepare() {
	local row=$1 refresh=$2 suites meta resolved memo key root pkgver pkg ver
	local -a pkgs
	suites=${K_ATTR[$row.suite]}
	meta=${K_ATTR[$row.meta]}
	apt_prepare "$suites" "$refresh" || return 1
	# the resolution only changes when the lists do
	memo=$(apt_dir "$suites")/resolved.$meta
	if [[ -f $memo && $memo -nt $(apt_dir "$suites")/lists/.updated ]]; then
		resolved=$(<"$memo")
	else
		resolved=$(debian_resolve "$suites" "$meta") || return 1
		write_if_changed "$memo" "$resolved" || return 1
	fi
	KERNEL_ABI=$(head -n 1 <<<"$resolved")
	mapfile -t pkgs < <(tail -n +2 <<<"$resolved")
	key=$(printf '%s\n' "${pkgs[@]}" | sort | sha1sum | cut -c1-12)
	root=$NAPI_COMPAT_CACHE/kernels/$KERNEL_ABI-$key
	if [[ ! -f $root/.unpacked ]]; then
		for pkgver in "${pkgs[@]}"; do
			pkg=${pkgver%%=*}
			ver=${pkgver#*=}
			deb_file "$pkg" "$ver" >/dev/null && continue
			msg "apt: downloading $pkg $ver"
			deb_download "$suites" "$pkg" "$ver" || return 1
		done
		rm -rf "$root.tmp"
		mkdir -p "$root.tmp"
		for pkgver in "${pkgs[@]}"; do
			dpkg-deb -x "$(deb_file "${pkgver%%=*}" "${pkgver#*=}")" "$root.tmp" || {
				msg "cannot unpack ${pkgver%%=*}"
				return 1
			}
		done
		printf '%s\n' "${pkgs[@]}" >"$root.tmp/.unpacked"
		rm -rf "$root"
		mv "$root.tmp" "$root"
	fi
	debian_fix_headers "$root" || return 1
	KERNEL_IMAGE=$(debian_find_image "$root") || return 1
	KERNEL_MODDIR=$(find "$root/lib/modules" "$root/usr/lib/modules" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | head -n 1)
	[[ -d $KERNEL_MODDIR ]] || { msg "no module directory in $root"; return 1; }
	KERNEL_KDIR=$root/usr/src/linux-headers-$KERNEL_ABI
	[[ -f $KERNEL_KDIR/Makefile ]] || { msg "no headers at $KERNEL_KDIR"; return 1; }
	KERNEL_VERSION_TEXT="Debian $KERNEL_ABI ($(printf '%s ' "${pkgs[@]}" | sed 's/ $//'))"
}

# The headers' arch Makefile names the common tree (and, in newer
# releases, itself as KBUILD_OUTPUT) by absolute /usr/src paths; point them
# at our unpacked copy.  Paths already rewritten are left alone, so this is
# safe to repeat.
debian_fix_headers() {
	local root=$1 mk
	for mk in "$root"/usr/src/linux-headers-*/Makefile; do
		[[ -f $mk ]] || continue
		# nothing to point: the file is left as it is, not rewritten
		grep -q '[ (=]/usr/src/linux-headers-' "$mk" || continue
		write_if_changed "$mk" "$(sed "s,\([ (=]\)/usr/src/linux-headers-,\1$root/usr/src/linux-headers-,g" "$mk")" ||
			return 1
	done
}

debian_find_image() {
	local f
	for f in "$1"/boot/vmlinuz-* "$1"/usr/lib/linux/*/vmlinuz "$1"/usr/lib/modules/*/vmlinuz; do
		[[ -f $f ]] && { echo "$f"; return 0; }
	done
	msg "no vmlinuz in the packages unpacked at $1"
	return 1
}
