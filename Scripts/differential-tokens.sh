#!/usr/bin/env bash
# Compares kassios's tokenizer with the compiler's own parser (SwiftParser, shipped with
# the toolchain in usr/lib/swift/host) on Examples/, every Swift file of the repository's
# sources and tests, and a generated corpus of tricky literals; then on 20 seeded edits of
# each file of Examples/ and the corpus (up to the compiler's first error in each).
#
#   bash Scripts/differential-tokens.sh [PATH…]     PATH…: compare these instead
#
# Prints each disagreement as file:line:column with both tokenizations; exits 1 when one
# is not a documented difference (see Scripts/README.md), 2 when the tool cannot be built,
# and 0 — saying so — when the toolchain has no SwiftParser libraries.
#
# Environment: SWIFT_HOST_LIBS (default: <toolchain>/usr/lib/swift/host),
#              BUILD_DIR (default: ${TMPDIR:-/tmp}/kassios-differential-tokens).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-${TMPDIR:-/tmp}/kassios-differential-tokens}
tool=$(bash "$root/Scripts/build-swiftparser-oracle.sh" "$build") || exit $?
if [[ $tool == skip ]]; then
    exit 0
fi

if [[ $# -gt 0 ]]; then
    "$tool" compare "$@"
    exit
fi
corpus="$build/tricky-corpus"
rm -rf "$corpus"
"$tool" generate "$corpus"
cd "$root"
status=0
"$tool" compare Examples Sources Tests "$corpus" || status=$?
echo "== 20 seeded edits of every file of Examples/ and the tricky corpus, compared up to the compiler's first error"
"$tool" compare --mutations 20 Examples "$corpus" | grep -v "^  documented" || status=$?
exit $status
