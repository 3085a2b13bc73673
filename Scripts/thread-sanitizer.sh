#!/usr/bin/env bash
# The tests of the modules that work on several threads (the model, the lint runner and its
# rules, and what builds on them), built with ThreadSanitizer and run: any data race fails.
#
#   bash Scripts/thread-sanitizer.sh
#
# Environment: TSAN_SCRATCH (default .build/thread-sanitizer), the build folder.
# Suites of 16 files or more run side by side (ParallelMap.filesWorthThreads): the example
# suite's golden tests and the determinism tests reach those paths.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=${TSAN_SCRATCH:-$root/.build/thread-sanitizer}
cd "$root"

# The test bundle alone: --build-tests would also compile every module again as the plugins'
# copy of the tool, a third of the build's time.
swift build --product kassiosPackageTests --sanitize=thread --scratch-path "$scratch"
bundle=$(find "$scratch/debug/" -maxdepth 1 -name '*PackageTests.xctest' | head -1)
[[ -n $bundle ]] || { echo "thread-sanitizer.sh: no test bundle in $scratch/debug" >&2; exit 2; }

# On Linux the bundle is an executable; on macOS it is a folder, which `swift test` loads with
# the sanitizer's runtime inserted first (a bundle loaded later cannot bring it).
run_bundle() {
    if [[ $(uname -s) == Darwin ]]; then
        if [[ $1 == --list-tests ]]; then
            swift test --sanitize=thread --scratch-path "$scratch" --skip-build --list-tests
        else
            swift test --sanitize=thread --scratch-path "$scratch" --skip-build --filter "^(${1//,/|})/"
        fi
    else
        "$bundle" "$@"
    fi
}

# Test classes of the modules that use threads, comma-separated as XCTest takes them.
listing=$(run_bundle --list-tests 2>&1) || {
    echo "thread-sanitizer.sh: the test bundle could not list its tests (after a change to a type's layout an incremental build can be stale: remove $scratch)" >&2
    echo "$listing" | tail -5 >&2
    exit 2
}
# Left out: classes whose time goes to single-threaded work on huge or many inputs (a 50 MB file,
# 100,000-deep nesting, the compiler checking generated code, the example suite's map many times
# over). Under the sanitizer they took most of the run; the threads they reach are the model's,
# which the model's and the lint runner's own tests reach too (ExamplesSuiteTests on 16 files
# or more, side by side).
single_threaded='^(KassiosCLITests\.Adversarial(Source|FileSystem)Tests|KassiosMapTests\.ExamplesMapTests|KassiosCodegenTests\.(ExamplesGeneration|GeneratedCodeChecks|GeneratedTestCodeChecks)Tests)$'
classes=$(echo "$listing" | grep -E '^Kassios(Model|Lint|Map|Codegen|CLI)Tests\.' | sed 's|/.*||' | sort -u | grep -vE "$single_threaded" | paste -sd, - || true)
[[ -n $classes ]] || { echo "thread-sanitizer.sh: no test classes listed" >&2; exit 2; }

log=$(mktemp -t kassios-tsan.XXXXXX)
set +e
TSAN_OPTIONS="halt_on_error=1 exitcode=66 report_signal_unsafe=0" run_bundle "$classes" >"$log" 2>&1
status=$?
set -e
grep -E "Executed [0-9]+ tests" "$log" | tail -1
if (( status != 0 )) || grep -q "WARNING: ThreadSanitizer" "$log"; then
    grep -A 30 "WARNING: ThreadSanitizer" "$log" | head -60 >&2 || tail -30 "$log" >&2
    echo "thread-sanitizer.sh: failed (exit $status); the whole log is $log" >&2
    exit 1
fi
rm -f "$log"
echo "no data race"
