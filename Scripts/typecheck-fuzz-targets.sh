#!/usr/bin/env bash
# Type-checks every fuzz target (Fuzz/Targets/*.swift) against the modules of the last debug build
# (`swift build` or `swift test`), in seconds: the targets are compiled by Scripts/fuzz.sh alone,
# so a change to a module's API that breaks one would otherwise go unseen until the next fuzz run.
#
#   bash Scripts/typecheck-fuzz-targets.sh
#
# Exit status: 0 when every target type-checks, 1 when one does not, 2 without a debug build.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
modules=""
for candidate in .build/debug/Modules .build/debug; do
    if [[ -e $candidate/KassiosLint.swiftmodule ]]; then modules=$candidate; break; fi
done
[[ -n $modules ]] || { echo "typecheck-fuzz-targets.sh: no debug build's modules in .build/debug; run swift build first" >&2; exit 2; }
failed=0
count=0
for target in Fuzz/Targets/*.swift; do
    count=$((count + 1))
    if ! output=$(${SWIFTC:-swiftc} -typecheck -parse-as-library -I "$modules" "$target" 2>&1); then
        echo "$output" | grep -E "error:" >&2 || echo "$output" >&2
        echo "typecheck-fuzz-targets.sh: $target does not type-check against today's modules" >&2
        failed=1
    fi
done
[[ $failed == 0 ]] && echo "fuzz targets: $count type-check against the modules of $modules"
exit $failed
