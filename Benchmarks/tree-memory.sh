#!/usr/bin/env bash
# What the syntax trees of a suite hold in memory, by kind of allocation (Linux, glibc).
#
#   bash Benchmarks/tree-memory.sh [DIR]
#
# DIR: a folder of .swift files; without it, the benchmark corpus is generated into a temp
# folder (Benchmarks/generate-suite.py --screens 2000 --seed 1). Builds Benchmarks/tree-memory/
# optimised in a scratch package next to the repository's KassiosSyntax (nothing is added to
# Package.swift), parses every file, and prints the memory the trees take: measured with
# mallinfo2, and counted by kind (Expr nodes, argument arrays, declarations…).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

if [[ $(uname -s) != Linux ]]; then
    echo "tree-memory.sh: needs glibc's mallinfo2 (Linux); nothing measured" >&2
    exit 0
fi
scratch=$(mktemp -d -t kassios-tree-memory.XXXXXX)
trap 'rm -rf "$scratch"' EXIT

corpus=${1:-}
if [[ -z $corpus ]]; then
    corpus=$scratch/corpus
    python3 "$here/generate-suite.py" "$corpus" --screens 2000 --seed 1 >/dev/null
fi
[[ -d $corpus ]] || { echo "tree-memory.sh: no folder $corpus" >&2; exit 2; }

package=$scratch/package
mkdir -p "$package/Sources/tree-memory" "$package/Sources/MallocStatistics/include"
ln -s "$root/Sources/KassiosSyntax" "$package/Sources/KassiosSyntax"
cp "$here/tree-memory/main.swift" "$package/Sources/tree-memory/main.swift"
cat > "$package/Sources/MallocStatistics/include/MallocStatistics.h" <<'C'
#include <stddef.h>
/* Bytes malloc has handed out and not had back: mallinfo2's uordblks + hblkhd. */
size_t allocated_bytes(void);
/* What one allocation holds: malloc_usable_size. */
size_t allocation_size(void *pointer);
C
cat > "$package/Sources/MallocStatistics/MallocStatistics.c" <<'C'
#include <malloc.h>
#include "MallocStatistics.h"
size_t allocated_bytes(void) { struct mallinfo2 info = mallinfo2(); return info.uordblks + info.hblkhd; }
size_t allocation_size(void *pointer) { return malloc_usable_size(pointer); }
C
cat > "$package/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "tree-memory", targets: [
    .target(name: "KassiosSyntax"),
    .target(name: "MallocStatistics"),
    .executableTarget(name: "tree-memory", dependencies: ["KassiosSyntax", "MallocStatistics"]),
])
SWIFT
if ! (cd "$package" && swift build -c release >"$scratch/build.log" 2>&1); then
    tail -n 20 "$scratch/build.log" >&2
    echo "tree-memory.sh: build failed" >&2
    exit 2
fi
"$package/.build/release/tree-memory" "$corpus"
