#!/usr/bin/env bash
# Builds Scripts/DifferentialTokens (KassiosSyntax's sources + the toolchain's SwiftParser)
# into DIR, optimised, and prints the binary's path; prints "skip" (and why, on stderr)
# when the toolchain has no SwiftParser libraries. Rebuilds only when a source changed.
#
#   bash Scripts/build-swiftparser-oracle.sh DIR
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:?usage: build-swiftparser-oracle.sh DIR}
# On macOS /usr/bin/swiftc is a shim in front of Xcode's toolchain: ask xcrun where the real one is.
swiftc=${SWIFTC:-$( (command -v xcrun >/dev/null && xcrun --find swiftc 2>/dev/null) || command -v swiftc || true)}
if [[ -z $swiftc ]]; then
    echo "build-swiftparser-oracle: swiftc not found; skipped" >&2
    echo skip
    exit 0
fi
toolchain=$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)
host=${SWIFT_HOST_LIBS:-$toolchain/lib/swift/host}
if ! ls "$host"/libSwiftParser.* >/dev/null 2>&1 || [[ ! -e $host/SwiftParser.swiftmodule ]]; then
    echo "build-swiftparser-oracle: no SwiftParser libraries in $host; skipped (set SWIFT_HOST_LIBS to a toolchain's usr/lib/swift/host)" >&2
    echo skip
    exit 0
fi

mkdir -p "$build"
binary=$build/differential-tokens
sources=("$root"/Sources/KassiosSyntax/*.swift)
tool_sources=("$root"/Scripts/DifferentialTokens/*.swift)
stale=1
if [[ -x $binary ]] && [[ -z $(find "${sources[@]}" "${tool_sources[@]}" "${BASH_SOURCE[0]}" -newer "$binary" -print -quit) ]]; then
    stale=0
fi
if (( stale )); then
    echo "building $binary (KassiosSyntax + SwiftParser from $host)" >&2
    if ! {
        "$swiftc" -O -wmo -parse-as-library -module-name KassiosSyntax -emit-module -emit-module-path "$build/KassiosSyntax.swiftmodule" \
            -c "${sources[@]}" -o "$build/KassiosSyntax.o" &&
        "$swiftc" -O -wmo -module-name DifferentialTokens -I "$build" -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax \
            -Xlinker -rpath -Xlinker "$host" "${tool_sources[@]}" "$build/KassiosSyntax.o" -o "$binary"
    } >"$build/build.log" 2>&1; then
        cat "$build/build.log" >&2
        echo "build-swiftparser-oracle: build failed" >&2
        exit 2
    fi
fi
echo "$binary"
