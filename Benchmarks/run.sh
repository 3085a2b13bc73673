#!/usr/bin/env bash
# Benchmark kassios on a synthetic XCUITest suite and print a table of medians:
# kassios against `cat` (the I/O floor) and the compiler's own parser (SwiftParser,
# parse only), then the cost at 1x, 2x and 4x the corpus.
#
#   bash Benchmarks/run.sh [DIR]
#
# DIR: a directory of .swift files to lint instead of a generated corpus.
#      If DIR is empty or does not exist, the corpus is generated into it
#      (and kept); without DIR it goes to a temp dir that is removed on exit.
#      The scaling table needs the generator, so it is left out for a DIR of
#      your own files.
#
# Environment:
#   RUNS=7           runs per full-corpus measure (median reported)
#   ONEFILE_RUNS=30  runs of the one-file start-to-exit measure (min 20)
#   SCREENS=2000 SCALE=1 SEED=1   corpus generator settings
#   KASSIOS=path     binary to measure (default: .build/release/kassios)
#   SKIP_BUILD=1     do not build (Benchmarks/build-release.sh builds)
#   STATIC=0         on Linux, build without --static-swift-stdlib (the Swift runtime then
#                    loads as shared libraries: slower to start, a few MiB more)
#   BUDGET=150       seconds allowed for the timed full-corpus runs
#   SCALING=0        skip the 2x and 4x corpora
#   SWIFTPARSER=0    skip the SwiftParser reference (built by Scripts/build-swiftparser-oracle.sh)
#
# Exit status: 0 when the table was printed (MISS rows do not fail it),
# 2 when building, generating or linting failed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=${PYTHON:-python3}
runs=${RUNS:-7}
onefile_runs=${ONEFILE_RUNS:-30}
(( onefile_runs >= 20 )) || onefile_runs=20

die() { echo "run.sh: $*" >&2; exit 2; }

# -- build ----------------------------------------------------------------
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    bash "$here/build-release.sh" || exit 2
fi

kassios=${KASSIOS:-$root/.build/release/kassios}
if [[ $kassios != */* ]]; then
    kassios=$(command -v "$kassios" || true)
fi
[[ -n $kassios && -x $kassios ]] || die "kassios binary not found or not executable: ${KASSIOS:-$root/.build/release/kassios}"
kassios=$(cd "$(dirname "$kassios")" && pwd)/$(basename "$kassios")

# -- the reference parser -----------------------------------------------------
swiftparser_args=()
if [[ "${SWIFTPARSER:-1}" != 0 ]]; then
    oracle=$(bash "$root/Scripts/build-swiftparser-oracle.sh" "${TMPDIR:-/tmp}/kassios-differential-tokens") \
        || die "building the SwiftParser reference failed (SWIFTPARSER=0 skips it)"
    if [[ $oracle != skip ]]; then swiftparser_args=(--swiftparser "$oracle"); fi
fi

# -- corpus ---------------------------------------------------------------
gen_summary=""
generate() {
    echo "generating corpus: --screens ${SCREENS:-2000} --scale ${SCALE:-1} --seed ${SEED:-1} -> $1" >&2
    gen_summary=$("$py" "$here/generate-suite.py" "$1" --quiet \
        --screens "${SCREENS:-2000}" --scale "${SCALE:-1}" --seed "${SEED:-1}") \
        || die "corpus generation failed"
}

generated=1
if [[ $# -ge 1 ]]; then
    corpus=$1
    if [[ -d $corpus ]] && [[ -n $(find "$corpus" -name '*.swift' -print -quit) ]]; then
        echo "using existing corpus $corpus" >&2
        generated=0
    elif [[ ! -e $corpus ]] || [[ -d $corpus && -z $(ls -A "$corpus") ]]; then
        generate "$corpus"
    else
        die "$corpus has no .swift files and is not empty"
    fi
else
    corpus=$(mktemp -d -t kassios-bench.XXXXXX)
    generate "$corpus"
fi
scratch=$(mktemp -d -t kassios-bench-scales.XXXXXX)
trap 'rm -rf "$scratch"; [[ $# -ge 1 ]] || rm -rf "$corpus"' EXIT

# The same generator settings at twice and four times the screens, for the scaling table.
scale_args=()
if (( generated )) && [[ "${SCALING:-1}" != 0 ]]; then
    for n in 2 4; do
        echo "generating the ${n}x corpus" >&2
        "$py" "$here/generate-suite.py" "$scratch/x$n" --quiet --screens "${SCREENS:-2000}" \
            --scale $(( ${SCALE:-1} * n )) --seed "${SEED:-1}" >/dev/null || die "corpus generation failed"
        scale_args+=(--scale-corpus "$n=$scratch/x$n")
    done
fi

# -- measure --------------------------------------------------------------
echo >&2
"$py" "$here/measure.py" --kassios "$kassios" --corpus "$corpus" \
    --runs "$runs" --onefile-runs "$onefile_runs" \
    --budget "${BUDGET:-150}" --expect "$gen_summary" "${swiftparser_args[@]}" "${scale_args[@]}"
