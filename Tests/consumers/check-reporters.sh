#!/usr/bin/env bash
# Real consumers read kassios' reports: the committed golden reports of the tricky and the
# clean fixture (kept current by ReporterConsumerTests), and the reports of a live run on
# Examples/. Needs the Python modules .ci/install-test-tools.sh installs.
# Usage: check-reporters.sh KASSIOS_BINARY
set -euo pipefail
cd "$(dirname "$0")/../.."
kassios="$1"
script=Tests/consumers/check-reporters.py

check() {   # check NAME FOLDER
    python3 "$script" --json "$2/findings.json" --sarif "$2/kassios.sarif" --junit "$2/junit.xml" \
        --checkstyle "$2/checkstyle.xml" --github-actions "$2/github-actions.txt" --markdown "$2/summary.md"
    echo "PASS: the consumers accept the $1 reports"
}

check "tricky fixture" Tests/consumers/golden/tricky
check "no-findings" Tests/consumers/golden/clean

live=$(mktemp -d)
trap 'rm -rf "$live"' EXIT
for pair in json:findings.json sarif:kassios.sarif junit:junit.xml checkstyle:checkstyle.xml \
            github-actions:github-actions.txt markdown:summary.md; do
    status=0
    "$kassios" lint --no-config --show-skipped -q --reporter "${pair%%:*}" Examples > "$live/${pair#*:}" || status=$?
    if [ "$status" -ne 1 ]; then
        echo "FAIL: kassios lint --reporter ${pair%%:*} Examples exited $status, expected 1 (findings)" >&2
        exit 1
    fi
done
check "Examples" "$live"
