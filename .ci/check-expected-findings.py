#!/usr/bin/env python3
"""Compare `kassios lint` output with the `// expect: rule-id` markers in the sources.

Every finding must be announced on its line, and every announced finding reported.
Usage: check-expected-findings.py EXAMPLES_DIR LINT_OUTPUT
"""
import os
import re
import sys

examples, output = sys.argv[1], sys.argv[2]
expected = []
for folder, _, files in os.walk(examples):
    for name in files:
        if not name.endswith(".swift"):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                marker = line.find("// expect: ")
                if marker < 0:
                    continue
                for rule in line[marker + len("// expect: "):].split(","):
                    expected.append(f"{path}:{number} {rule.strip()}")

finding = re.compile(r"^(.+\.swift):(\d+):\d+: (?:error|warning): .* \[([a-z0-9-]+)\]$")
actual = []
with open(output, encoding="utf-8") as handle:
    for line in handle:
        match = finding.match(line.rstrip("\n"))
        if match:
            actual.append(f"{match.group(1)}:{match.group(2)} {match.group(3)}")

missing = sorted(set(expected) - set(actual))
unexpected = sorted(set(actual) - set(expected))
if not expected:
    print("no `// expect:` markers found; the check would prove nothing", file=sys.stderr)
    sys.exit(1)
if missing or unexpected or len(expected) != len(actual):
    for item in missing:
        print(f"expected but not reported: {item}", file=sys.stderr)
    for item in unexpected:
        print(f"reported but not expected: {item}", file=sys.stderr)
    print(f"{len(expected)} expected, {len(actual)} reported", file=sys.stderr)
    sys.exit(1)
print(f"all {len(expected)} expected findings reported, nothing else")
