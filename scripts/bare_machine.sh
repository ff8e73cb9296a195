#!/usr/bin/env bash
# The README's two commands on a bare machine, for real (issue 33). Run as root, with the network:
#
#   scripts/bare_machine.sh [bookworm|noble] [BRANCH]
#
# Builds a minimal root (debootstrap --variant=minbase, python3 the only package added), clones
# this repository's BRANCH (default: the checked-out one) into it twice, /root/puzzlegui and
# /home/player/puzzlegui (a plain user without sudo), and runs, with chroot:
#   1. player: python3 dev.py play  -> on a bare root it must stop at once (exit 2) with the one
#      `sudo apt-get install ...` line, before any large download;
#   2. root:   python3 dev.py test, then python3 dev.py play --startup-time BOARD (no display:
#      it installs the Qt libraries, then Xvfb, and runs under xvfb-run);
#   3. player: python3 dev.py test, then python3 dev.py play --startup-time BOARD;
#   4. under one Xvfb, alternating: `puzzlegui --startup-time BOARD` against
#      `python -c "import PySide6.QtWidgets"`, and `puzzle -h` against `python -c pass`.
# Each command's wall time and bytes downloaded (the growth of pip's cache and of apt's .deb
# archive and lists: what was fetched) are printed. It takes minutes and a few hundred MB;
# it is kept out of CI and the test suite. The root is deleted at the end (KEEP=1 keeps it);
# the logs of each command stay in the work folder it names.
#
# ROOT_TESTS and PLAYER_TESTS, if set, are passed on to `dev.py test` (pytest's arguments: a few
# test files, say, as the whole suite takes long on a busy machine); by default the whole suite.
set -euo pipefail

suite="${1:-bookworm}"
ROOT_TESTS="${ROOT_TESTS:-}"
PLAYER_TESTS="${PLAYER_TESTS:-}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
branch="${2:-$(git -C "$repo" rev-parse --abbrev-ref HEAD)}"
board="$(cd "$repo" && ls boards/hashi/01-easy-7x7.* | head -n1)"
[ "$(id -u)" = 0 ] || { echo "run me as root (debootstrap and chroot need it)"; exit 2; }

# The mirror: this machine's own apt sources for Debian; Ubuntu's archive for an Ubuntu suite.
case "$suite" in
    noble | jammy | oracular | plucky) mirror="http://archive.ubuntu.com/ubuntu" ;;
    *) mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list \
        2>/dev/null | grep -oE 'https?://[^ ]*/debian/?( |$)' | grep -v security | head -n1 || true)"
       mirror="${mirror:-http://deb.debian.org/debian}" ;;
esac
command -v debootstrap >/dev/null || apt-get install -y -q debootstrap >/dev/null
work="$(mktemp -d /tmp/bare-machine.XXXXXX)"
root="$work/root"
extra=()
if [ "$mirror" = "http://archive.ubuntu.com/ubuntu" ]; then
    # Debian's debootstrap may predate the suite: Ubuntu's releases share the gutsy script.
    [ -e "/usr/share/debootstrap/scripts/$suite" ] || script=/usr/share/debootstrap/scripts/gutsy
    keyring=/usr/share/keyrings/ubuntu-archive-keyring.gpg
    if [ ! -f "$keyring" ]; then
        # Debian does not package Ubuntu's keyring: take ubuntu-keyring from the suite's own
        # index, checked against the index's sha256. The index itself cannot be verified here
        # (that needs the very key): a throwaway test root only.
        echo "   Ubuntu's archive key is taken from the archive itself (not verified)"
        index="$(curl -fsS "$mirror/dists/$suite/main/binary-amd64/Packages.xz" | xz -dc)"
        deb="$(awk '/^Package: ubuntu-keyring$/{f=1} f&&/^Filename:/{print $2; exit}' <<<"$index")"
        sum="$(awk '/^Package: ubuntu-keyring$/{f=1} f&&/^SHA256:/{print $2; exit}' <<<"$index")"
        curl -fsS -o "$work/keyring.deb" "$mirror/$deb"
        echo "$sum  $work/keyring.deb" | sha256sum -c --quiet
        dpkg-deb -x "$work/keyring.deb" "$work/keyring"
        keyring="$work/keyring/usr/share/keyrings/ubuntu-archive-keyring.gpg"
    fi
    extra=(--components=main,universe "--keyring=$keyring")
fi
mounted=()
cleanup() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
    if [ "${KEEP:-0}" = 1 ]; then echo "kept $root"; else rm -rf "$root"; echo "logs in $work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== debootstrap --variant=minbase --include=python3 $suite ($mirror)"
start=$(date +%s)
if ! debootstrap --variant=minbase --include=python3 "${extra[@]}" "$suite" "$root" "$mirror" \
    ${script:-} >"$work/debootstrap.log" 2>&1; then
    tail -n 5 "$work/debootstrap.log"
    echo "debootstrap $suite failed (log above)"
    exit 1
fi
echo "   built in $(($(date +%s) - start)) s; packages: $(chroot "$root" dpkg-query -W | wc -l)"
for fs in proc sys dev dev/pts dev/shm; do  # /dev/shm: multiprocessing's semaphores
    mkdir -p "$root/$fs"
    case "$fs" in
        proc) mount -t proc proc "$root/proc" ;;
        sys) mount -t sysfs sys "$root/sys" ;;
        *) mount --bind "/$fs" "$root/$fs" ;;
    esac
    mounted+=("$root/$fs")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
chroot "$root" useradd --create-home --shell /bin/bash player
git clone -q --branch "$branch" "$repo" "$root/root/puzzlegui"
git clone -q --branch "$branch" "$repo" "$root/home/player/puzzlegui"
chroot "$root" chown -R player:player /home/player/puzzlegui

# Where this machine's network intercepts TLS with its own certificate authority (its pip and
# Python are told so by PIP_CERT or SSL_CERT_FILE), the root gets that bundle too, named by the
# same two variables only; a bare root has no CA certificates of its own (no ca-certificates).
tls=()
host_ca="${PIP_CERT:-${SSL_CERT_FILE:-}}"
if [ -n "$host_ca" ] && [ -f "$host_ca" ]; then
    cp "$host_ca" "$root/etc/host-ca.crt"
    tls=(PIP_CERT=/etc/host-ca.crt SSL_CERT_FILE=/etc/host-ca.crt)
    echo "   this network intercepts TLS: the root's pip is given this machine's CA bundle ($host_ca)"
fi

# A clean environment, as a login would give (no host proxy or pip settings).
as_user() {  # as_user USER COMMAND...: run in the root, in USER's clone
    local user="$1" home=/root
    shift
    [ "$user" = root ] || home="/home/$user"
    chroot --userspec="$user:$user" "$root" /usr/bin/env -i HOME="$home" USER="$user" \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        PIP_VERBOSE=1 "${tls[@]}" /bin/sh -c "cd $home/puzzlegui && $*"
}
# Bytes fetched: apt's, as the growth of its package archive and lists; PyPI's, as the sizes
# pip's "Downloading NAME (SIZE)" lines give (PIP_VERBOSE=1 undoes dev.py's -q; pip's cache
# cannot be counted, as this network's proxy marks its answers uncacheable) plus pip's wheel.
fetched() {  # bytes in apt's downloads so far
    { du -scb "$root"/var/cache/apt/archives "$root"/var/lib/apt/lists 2>/dev/null || true; } |
        tail -n1 | cut -f1
}
from_pypi() {  # MB in the Downloading and Fetching lines of a log
    grep -oE '(Downloading|Fetching) [^ ]+ \(([0-9.]+) (kB|MB)\)' "$1" |
        awk '{n = substr($3, 2); total += ($4 ~ /kB/) ? n / 1000 : n} END {printf "%.1f", total}'
}
measure() {  # measure LABEL USER COMMAND...: wall time, exit status, bytes fetched, last lines
    local label="$1" before after t0 t1 status
    shift
    before=$(fetched)
    t0=$(date +%s.%N)
    set +e
    as_user "$@" >"$work/out.log" 2>&1
    status=$?
    set -e
    t1=$(date +%s.%N)
    after=$(fetched)
    tail -n 4 "$work/out.log" | sed 's/^/   | /'
    printf '%-44s exit %d  %6.1f s  apt %5.1f MB  PyPI %5.1f MB\n' "$label" "$status" \
        "$(echo "$t1 - $t0" | bc)" "$(echo "($after - $before) / 1000000" | bc -l)" \
        "$(from_pypi "$work/out.log")"
    cp "$work/out.log" "$work/$(echo "$label" | tr -c 'a-z0-9' '-' | cut -c1-120).log"  # a name within NAME_MAX
}
command -v bc >/dev/null || apt-get install -y -q bc >/dev/null

echo "== 1. a plain user on the bare root"
measure "player: python3 dev.py play (bare)" player python3 dev.py play
echo "== 2. root"
measure "root: python3 dev.py test $ROOT_TESTS" root python3 dev.py test -q -p no:cacheprovider $ROOT_TESTS
measure "root: python3 dev.py play --startup-time" root python3 dev.py play --startup-time "$board"
echo "== 3. the plain user again (root installed the libraries)"
measure "player: python3 dev.py test $PLAYER_TESTS" player python3 dev.py test -q -p no:cacheprovider $PLAYER_TESTS
measure "player: python3 dev.py play --startup-time" player python3 dev.py play --startup-time "$board"
measure "player: python3 dev.py doctor" player python3 dev.py doctor

echo "== 4. start-up, alternating (5 rounds, one Xvfb, the player's .venv)"
cat >"$root/tmp/startup.sh" <<'EOF'
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
for i in 1 2 3 4 5; do
    a=$(date +%s%N); .venv/bin/python -c "import PySide6.QtWidgets"; echo "import PySide6.QtWidgets: $(ms "$a") ms"
    .venv/bin/puzzlegui --startup-time "$1"
    a=$(date +%s%N); .venv/bin/python -c pass; echo "python -c pass: $(ms "$a") ms"
    a=$(date +%s%N); .venv/bin/puzzle -h >/dev/null; echo "puzzle -h: $(ms "$a") ms"
done
EOF
as_user player "xvfb-run -a sh /tmp/startup.sh $board" 2>&1 | tee "$work/startup.log" | sed 's/^/   | /'
awk '
    /import PySide6/ {imp += $3; n1++}
    /first board painted/ {paint += $4; n2++}
    /python -c pass/ {pass += $4; n3++}
    /puzzle -h/ {help += $3; n4++}
    END {
        if (!n1 || !n2 || !n3 || !n4) { print "start-up: some runs printed nothing (log above)"; exit }
        printf "first painted board %.0f ms / import PySide6.QtWidgets %.0f ms = %.2fx (mean of %d)\n", paint/n2, imp/n1, paint/imp, n2
        printf "puzzle -h %.0f ms / python -c pass %.0f ms = %.2fx (mean of %d)\n", help/n4, pass/n3, help/pass, n4
    }' "$work/startup.log"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
