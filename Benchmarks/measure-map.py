#!/usr/bin/env python3
"""Time `kassios map`, `context` and `identify` on a corpus and print medians.

    python3 Benchmarks/measure-map.py --kassios BIN --corpus DIR [--runs 7]

Called by Benchmarks/map.sh, which builds kassios and generates the corpus. The commands
take turns run after run, so a noisy stretch of the machine slows them all alike; lint of
the same corpus is measured too, since reading and modelling the suite is shared. A
benchmark that prints figures: it never fails on speed.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kassios", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--runs", type=int, default=7)
    arguments = parser.parse_args()
    kassios, corpus = arguments.kassios, arguments.corpus

    # One checked run: the map's own summary, and a screen to make a dump of.
    checked = subprocess.run([kassios, "map", corpus, "--no-config"], capture_output=True, text=True)
    if checked.returncode != 0:
        sys.exit(f"measure-map.py: kassios map failed ({checked.returncode}): {checked.stderr[-2000:]}")
    document = json.loads(checked.stdout)
    screen = next(node for node in document["screens"] if node["onLoadIdentifiers"] and node["kind"] == "screen")
    dump = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    json.dump([{"identifier": identifier, "type": "other", "isHittable": True}
               for element in screen["elements"] if "identifier" in element
               for identifier in [element["identifier"]]], dump)
    dump.close()
    target = screen["name"]

    commands = [
        ("kassios lint (same corpus, for reference)", [kassios, "lint", corpus, "--no-config", "-q", "--reporter", "json"]),
        ("kassios map --check (graph and metrics, no output)", [kassios, "map", corpus, "--no-config", "-q", "--check"]),
        ("kassios map (JSON to stdout)", [kassios, "map", corpus, "--no-config", "-q"]),
        ("kassios map --format mermaid", [kassios, "map", corpus, "--no-config", "-q", "--format", "mermaid"]),
        (f"kassios map --path launch {target}", [kassios, "map", corpus, "--no-config", "-q", "--path", "launch", target]),
        ("kassios identify DUMP", [kassios, "identify", dump.name, "--suite", corpus, "--no-config"]),
        ("kassios context (Markdown)", [kassios, "context", corpus, "--no-config", "-q"]),
    ]
    timings = {name: [] for name, _ in commands}
    for _ in range(arguments.runs):
        for name, command in commands:
            start = time.perf_counter()
            result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = time.perf_counter() - start
            if result.returncode not in (0, 1):
                sys.exit(f"measure-map.py: {' '.join(command)} exited {result.returncode}")
            timings[name].append(elapsed * 1000)
    os.unlink(dump.name)

    metrics = document["metrics"]
    files = sum(1 for _, _, names in os.walk(corpus) for name in names if name.endswith(".swift"))
    size = sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(corpus)
               for name in names if name.endswith(".swift"))
    print(f"corpus: {files} files, {size / 1e6:.1f} MB; map: {metrics['screens']} screens and robots, "
          f"{metrics['transitions']} transitions, {metrics['entryPoints']} entry points, "
          f"{len(document['edges'])} edges with {sum(len(e['evidence']) for e in document['edges'])} pieces of evidence")
    print(f"medians of {arguments.runs} runs, start to exit, warm cache")
    print()
    width = max(len(name) for name, _ in commands)
    print(f"{'command'.ljust(width)}  {'median':>9}  {'min..max':>15}")
    for name, _ in commands:
        values = timings[name]
        print(f"{name.ljust(width)}  {statistics.median(values):7.0f} ms  {min(values):6.0f}..{max(values):<6.0f} ms")


if __name__ == "__main__":
    main()
