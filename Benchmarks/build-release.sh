#!/usr/bin/env bash
# Builds the release binary the benchmark scripts measure, as the README installs it: on Linux
# with the Swift runtime linked in (--static-swift-stdlib); STATIC=0 builds without it. All the
# scripts build the same way, so that one does not rebuild everything the other built. Only the
# `kassios` product: a plain `swift build` compiles every module a second time, as the plugins'
# copy of the tool (the `-tool` folders), which doubles the time.
#
#   bash Benchmarks/build-release.sh
#
# Exit status: 0 built, 2 no swift or no package, or the build failed (its last lines printed).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "build-release.sh: $*" >&2; exit 2; }

swift_bin=$(command -v swift || true)
[[ -n $swift_bin ]] || swift_bin=/opt/swift/usr/bin/swift
[[ -x $swift_bin ]] || die "swift not found (set SKIP_BUILD=1 and KASSIOS=... to measure a prebuilt binary)"
[[ -f $root/Package.swift ]] || die "no Package.swift in $root (set SKIP_BUILD=1 and KASSIOS=...)"
args=(build -c release --product kassios)
if [[ $(uname -s) == Linux && "${STATIC:-1}" != 0 ]]; then args+=(--static-swift-stdlib); fi
log=$(mktemp -t kassios-build.XXXXXX)
echo "building: swift ${args[*]} (log: $log)" >&2
t0=$SECONDS
if ! (cd "$root" && "$swift_bin" "${args[@]}") >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    die "swift ${args[*]} failed"
fi
echo "built in $(( SECONDS - t0 ))s" >&2
rm -f "$log"
# What --static-swift-stdlib is for: a binary that runs without the toolchain's libraries.
if [[ $(uname -s) == Linux && "${STATIC:-1}" != 0 ]] && ldd "$root/.build/release/kassios" | grep -q libswiftCore; then
    die "the --static-swift-stdlib binary still loads libswiftCore.so"
fi
