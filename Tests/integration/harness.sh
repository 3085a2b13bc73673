# Shared by the integration scripts (sourced, not run): a temporary folder removed on exit
# (kept with KASSIOS_KEEP_TMP=1), PASS/FAIL counters, and the closing 'N passed, N failed' line.
# usage: source harness.sh NAME; … pass "what" / fail "what" [log]; … finish
harness_name=$1
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# Resolved (`pwd -P`): macOS's TMPDIR ends in a slash and lies under /var, a link to /private/var,
# and SwiftPM reports the resolved path.
tmp_base=${TMPDIR:-/tmp}
tmp=$(cd "$(mktemp -d "${tmp_base%/}/kassios-$harness_name.XXXXXX")" && pwd -P)
if [ "${KASSIOS_KEEP_TMP:-}" = 1 ]; then
    echo "keeping $tmp"
else
    trap 'rm -rf "$tmp"' EXIT
fi

failures=0
passes=0
pass() { echo "PASS: $1"; passes=$((passes + 1)); }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); [ -n "${2:-}" ] && sed 's/^/    | /' "$2" | tail -40; }

finish() {
    echo "$harness_name.sh took $((SECONDS - started)) s"
    echo "$harness_name: $passes passed, $failures failed"
    [ "$failures" -eq 0 ]
}
