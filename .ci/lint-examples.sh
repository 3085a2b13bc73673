#!/usr/bin/env bash
# Runs `KASSIOS… lint Examples` and checks what it finds against what Examples announces:
# exit code 1 (Examples/FinchUITests/Broken has error findings) and every finding on a line
# with its `// expect: rule-id` marker, no more and no fewer (.ci/check-expected-findings.py).
#
#   bash .ci/lint-examples.sh OUTPUT KASSIOS…     e.g. OUTPUT swift run kassios
#
# OUTPUT: where the report goes (kept for a look after a failure). The report is printed, and
# the last line of what kassios wrote to stderr (its summary).
set -euo pipefail
cd "$(dirname "$0")/.."
output=$1
shift
set +e
"$@" lint Examples > "$output" 2> "$output.err"
status=$?
set -e
cat "$output"
tail -1 "$output.err"
if [ "$status" -ne 1 ]; then
    echo "$*: expected exit code 1 on Examples (error findings in Examples/FinchUITests/Broken), got $status" >&2
    cat "$output.err" >&2
    exit 1
fi
python3 .ci/check-expected-findings.py Examples "$output"
