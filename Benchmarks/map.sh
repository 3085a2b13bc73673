#!/usr/bin/env bash
# Benchmark `kassios map`, `context` and `identify` on a synthetic suite with navigation.
#
#   bash Benchmarks/map.sh [DIR]
#
# DIR: a corpus to measure (generated into it when empty or missing); without DIR a
# corpus is generated into a temp dir that is removed on exit.
#
# Environment: RUNS=7, SCREENS=2000, SEED=1, KASSIOS=path (default .build/release/kassios),
# SKIP_BUILD=1 (do not build; Benchmarks/build-release.sh builds, STATIC=0 without
# --static-swift-stdlib).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=${PYTHON:-python3}

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    bash "$here/build-release.sh" || exit 2
fi
kassios=${KASSIOS:-$root/.build/release/kassios}
[[ -x $kassios ]] || { echo "map.sh: no kassios binary at $kassios" >&2; exit 2; }

if [[ $# -ge 1 ]]; then
    corpus=$1
else
    corpus=$(mktemp -d -t kassios-map-bench.XXXXXX)
    trap 'rm -rf "$corpus"' EXIT
fi
if [[ ! -d $corpus ]] || [[ -z $(find "$corpus" -name '*.swift' -print -quit) ]]; then
    echo "generating: --screens ${SCREENS:-2000} --seed ${SEED:-1} -> $corpus" >&2
    "$py" "$here/generate-navigation-suite.py" "$corpus" --screens "${SCREENS:-2000}" --seed "${SEED:-1}" >&2
fi
"$py" "$here/measure-map.py" --kassios "$kassios" --corpus "$corpus" --runs "${RUNS:-7}"
