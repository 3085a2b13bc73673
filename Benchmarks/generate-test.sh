#!/usr/bin/env bash
# Benchmark `kassios generate test`: a test-management export of many written cases, matched
# against the bundled Finch suite and written as tests in each style.
#
#   bash Benchmarks/generate-test.sh
#   SKIP_BUILD=1 KASSIOS=path REFERENCE=path/to/older/kassios bash Benchmarks/generate-test.sh
#
# The case file is Examples/TestCases' English and Russian cases repeated COPIES times (default
# 40: 520 cases). Each of RUNS (default 5) rounds runs `generate test --dry-run` once per style
# with KASSIOS and, when REFERENCE is set, with it too, in turns; the median of each is printed
# with the cases and steps per second, and REFERENCE's median over KASSIOS's. The two must write
# the same output, or the script says so and exits 1. It never fails on speed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-5}
copies=${COPIES:-40}

die() { echo "generate-test.sh: $*" >&2; exit 2; }

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    bash "$here/build-release.sh" || exit 2
fi
kassios=${KASSIOS:-$root/.build/release/kassios}
[[ -x $kassios ]] || die "kassios binary not found or not executable: $kassios"
reference=${REFERENCE:-}
[[ -z $reference || -x $reference ]] || die "REFERENCE is not an executable: $reference"

work=$(mktemp -d -t kassios-generate-test-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
cases=$work/cases.md
for (( i = 0; i < copies; i++ )); do
    for file in "$root"/Examples/TestCases/*.md; do cat "$file"; echo; done
done > "$cases"
suite=$root/Examples/FinchUITests

# run BINARY STYLE OUT: one start-to-exit run, its seconds on stdout.
run() {
    local start end
    start=$(date +%s.%N)
    "$1" generate test "$cases" --screens "$suite" --style "$2" --dry-run > "$3" 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

status=0
for style in kassios robot; do
    : > "$work/new.times"; : > "$work/old.times"
    for (( r = 0; r < runs; r++ )); do
        run "$kassios" "$style" "$work/new.out" >> "$work/new.times"
        if [[ -n $reference ]]; then run "$reference" "$style" "$work/old.out" >> "$work/old.times"; fi
    done
    summary=$(grep -E '^[0-9]+ cases: ' "$work/new.out" | tail -1)
    [[ -n $summary ]] || die "no summary line from $kassios ($style style): $(tail -3 "$work/new.out")"
    count=${summary%% cases:*}
    steps=$(echo "$summary" | awk '{ print $3 + $6 }')
    new=$(median < "$work/new.times")
    printf '%-8s %s\n' "$style" "$summary"
    printf '  kassios    median %6.3f s  %7.0f cases/s  %7.0f steps/s\n' "$new" "$(echo "$count / $new" | bc -l)" "$(echo "$steps / $new" | bc -l)"
    if [[ -n $reference ]]; then
        old=$(median < "$work/old.times")
        printf '  reference  median %6.3f s  %7.0f cases/s  %7.0f steps/s  (%.1fx the time of kassios)\n' \
            "$old" "$(echo "$count / $old" | bc -l)" "$(echo "$steps / $old" | bc -l)" "$(echo "$old / $new" | bc -l)"
        if ! cmp -s "$work/new.out" "$work/old.out"; then
            echo "  the two binaries wrote different output for the $style style" >&2
            status=1
        fi
    fi
done
exit $status
