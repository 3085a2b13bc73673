#!/usr/bin/env bash
# Benchmark `kassios dump convert` and `kassios generate screen` on a synthetic dump of
# 5,000 elements and print the median of several runs of each.
#
#   bash Benchmarks/generate-screen.sh
#
# Environment:
#   ELEMENTS=5000    elements in the synthetic dump (about; the tree adds a few containers)
#   RUNS=9           runs per measure (median reported)
#   KASSIOS=path     binary to measure (default: .build/release/kassios)
#   SKIP_BUILD=1     do not build (Benchmarks/build-release.sh; STATIC=0 builds without
#                    --static-swift-stdlib)
#
# The dump is an XCUITest debugDescription (what `po app` prints) of one long screen: a
# navigation bar, form fields, switches, buttons, identified and unidentified texts, tables
# of repeated cells (shared identifiers), numbered carousels, and a keyboard, generated the
# same way every time. Exit status: 0 when the table was printed, 2 when a step failed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=${PYTHON:-python3}
runs=${RUNS:-9}
elements=${ELEMENTS:-5000}

die() { echo "generate-screen.sh: $*" >&2; exit 2; }

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    bash "$here/build-release.sh" || exit 2
fi
kassios=${KASSIOS:-$root/.build/release/kassios}
[[ -x $kassios ]] || die "kassios binary not found or not executable: $kassios"

work=$(mktemp -d -t kassios-generate-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT

count=$("$py" - "$work/Big.debugDescription.txt" "$elements" <<'PY'
import sys
path, target = sys.argv[1], int(sys.argv[2])
lines = ["Attributes: Application, 0x600000000001, pid: 1, label: 'Bench'", "Element subtree:",
         " →Application, 0x600000000001, pid: 1, label: 'Bench'"]
count = 1

def add(depth, kind, frame, rest=""):
    """One element line: its type, a unique address, its frame, then identifier, label…"""
    global count
    count += 1
    x, y, w, h = frame
    lines.append(f"{'  ' * depth}{kind}, 0x{0x600000001000 + count:x}, {{{{{x}, {y}}}, {{{w}, {h}}}}}" + (", " + rest if rest else ""))

add(2, "Window (Main)", (0.0, 0.0, 393.0, 852.0))
add(3, "Other", (0.0, 0.0, 393.0, 852.0))
add(4, "NavigationBar", (0.0, 59.0, 393.0, 44.0), "identifier: 'big.navBar'")
add(5, "StaticText", (150.0, 70.0, 93.0, 22.0), "label: 'Big screen'")
add(4, "ScrollView", (0.0, 103.0, 393.0, 700.0))
section, y = 0, 110.0
while count < target - 14:
    section += 1
    s = f"big.section{section}"
    add(5, "StaticText", (20.0, y, 353.0, 22.0), f"identifier: '{s}.title', label: 'Section {section} “title”'")
    add(5, "TextField", (20.0, y + 30, 353.0, 44.0), f"identifier: '{s}.name', label: 'Name', placeholderValue: 'Jane \"J\" Doe'")
    add(5, "SecureTextField", (20.0, y + 80, 353.0, 44.0), f"identifier: '{s}.password', label: 'Password'")
    add(5, "Switch", (20.0, y + 130, 353.0, 31.0), f"identifier: '{s}.notify', label: 'Notify me', value: 1")
    add(5, "Button", (20.0, y + 170, 353.0, 44.0), f"identifier: '{s}.save', label: 'Save'")
    add(5, "Button", (20.0, y + 220, 353.0, 44.0), f"label: 'Help for section {section}'")
    add(5, "Image", (20.0, y + 270, 44.0, 44.0), f"identifier: '{s}.icon', label: 'Icon 🎉'")
    add(5, "StaticText", (20.0, y + 320, 353.0, 22.0), f"label: 'Übersicht {section} \\ Details'")
    add(5, "ScrollView", (0.0, y + 350, 393.0, 120.0))
    for i in range(4):
        add(6, "Button", (20.0 + 300 * i, y + 360, 289.0, 100.0), f"identifier: '{s}.card.{i}', label: 'Card {i}'")
    add(5, "Table", (0.0, y + 480, 393.0, 600.0))
    for i in range(10):
        add(6, "Cell", (0.0, y + 480 + 60 * i, 393.0, 60.0), f"identifier: '{s}.row'")
        add(7, "StaticText", (20.0, y + 488 + 60 * i, 220.0, 22.0), f"label: 'Row {i}'")
        add(7, "StaticText", (293.0, y + 488 + 60 * i, 80.0, 22.0), f"identifier: '{s}.amount', label: '€{i}.00'")
    y += 1100
add(2, "Window", (0.0, 0.0, 393.0, 852.0))
add(3, "Keyboard", (0.0, 516.0, 393.0, 336.0))
for key in "qwertyuiop":
    add(4, "Key", (3.0, 551.0, 39.0, 42.0), f"label: '{key}'")
add(4, "Button", (297.0, 713.0, 93.0, 42.0), "identifier: 'Return', label: 'return'")
with open(path, "w", encoding="utf-8") as out:
    out.write("\n".join(lines) + "\n")
print(count)
PY
) || die "dump generation failed"

dump=$work/Big.debugDescription.txt
echo "dump: $count elements, $(wc -c < "$dump" | tr -d ' ') bytes (XCUITest debugDescription)" >&2
"$kassios" dump convert "$dump" --out "$work/Big.kassios.json" 2>/dev/null || die "kassios dump convert failed"
"$kassios" generate screen "$dump" --name Big --style robot --out "$work/BigRobot.swift" -q || die "kassios generate screen failed"
echo "generated: $(grep -c 'XCUIElement {' "$work/BigRobot.swift") element accessors, $(grep -c 'XCUIElementQuery {' "$work/BigRobot.swift") collections, $(wc -l < "$work/BigRobot.swift" | tr -d ' ') lines" >&2

"$py" - "$kassios" "$work" "$runs" <<'PY' || die "a timed run failed"
import statistics, subprocess, sys, time
kassios, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
dump = f"{work}/Big.debugDescription.txt"
measures = [
    ("dump convert (debugDescription → kassios JSON)", [kassios, "dump", "convert", dump]),
    ("generate screen --style kassios", [kassios, "generate", "screen", dump, "--name", "Big", "--dry-run", "-q"]),
    ("generate screen --style robot", [kassios, "generate", "screen", dump, "--name", "Big", "--style", "robot", "--dry-run", "-q"]),
    ("generate screen --style page-object", [kassios, "generate", "screen", dump, "--name", "Big", "--style", "page-object", "--dry-run", "-q"]),
    ("generate screen from kassios JSON", [kassios, "generate", "screen", f"{work}/Big.kassios.json", "--name", "Big", "--dry-run", "-q"]),
    ("generate screen --update (nothing new)", [kassios, "generate", "screen", dump, "--update", f"{work}/BigRobot.swift", "--dry-run", "-q"]),
    ("/bin/true (process start)", ["/bin/true"]),
]
samples = {name: [] for name, _ in measures}
for _ in range(runs):   # interleaved, so a noisy moment hits every measure alike
    for name, argv in measures:
        start = time.perf_counter()
        result = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=work)
        elapsed = time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(f"{' '.join(argv)} exited {result.returncode}")
        samples[name].append(elapsed)
print(f"{'measure':50} {'median':>9} {'min':>9}   (runs: {runs})")
for name, _ in measures:
    values = samples[name]
    print(f"{name:50} {statistics.median(values) * 1000:7.1f} ms {min(values) * 1000:7.1f} ms")
PY
