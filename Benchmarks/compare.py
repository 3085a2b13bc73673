#!/usr/bin/env python3
"""Two kassios binaries on the same suite, in turns: which is faster, and do they agree.

    python3 Benchmarks/compare.py OLD NEW [DIR] [--runs N] [--default-rules]

On a shared machine the speed drifts from minute to minute, so two binaries measured one
after the other compare the minutes, not the binaries. Here they run in turns (ABBA…),
each `--runs` times (default 21), and the medians of each one's wall time and CPU time
(user + system, of the process and its threads) are printed with their ratio. Before
timing, each binary lints the suite once and their JSON reports are compared: a speed-up
that changes a finding is no speed-up. Exit status 1 when the reports differ.

DIR: a folder of Swift files; without it, the benchmark corpus is generated into a temp
folder (generate-suite.py --screens 2000 --seed 1). Every rule runs (the opt-in ones
through a configuration file), unless --default-rules.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def die(message):
    print(f"compare.py: {message}", file=sys.stderr)
    sys.exit(2)


def executable(path):
    found = path if os.sep in path else shutil.which(path)
    if not found or not os.access(found, os.X_OK):
        die(f"not an executable: {path}")
    return os.path.abspath(found)


def lint_command(binary, corpus, config):
    command = [binary, "lint", corpus, "--reporter", "json"]
    return command + (["--config", config] if config else ["--no-config"])


def timed(command):
    """Wall and CPU milliseconds of one run, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000, status


def main():
    parser = argparse.ArgumentParser(description="Compare two kassios binaries on one suite, in turns.")
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("corpus", nargs="?")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--default-rules", action="store_true")
    args = parser.parse_args()
    if args.runs < 3:
        die("--runs must be at least 3")
    binaries = [executable(args.old), executable(args.new)]

    work = tempfile.mkdtemp(prefix="kassios-compare-")
    try:
        corpus = args.corpus
        if corpus is None:
            corpus = os.path.join(work, "corpus")
            subprocess.run([sys.executable, os.path.join(HERE, "generate-suite.py"), corpus, "--quiet",
                            "--screens", "2000", "--seed", "1"], check=True, stdout=subprocess.DEVNULL)
        elif not os.path.isdir(corpus):
            die(f"no folder {corpus}")

        config = None
        if not args.default_rules:
            listing = subprocess.run([binaries[1], "rules"], capture_output=True, text=True).stdout
            opt_in = [line.split()[0] for line in listing.splitlines() if "opt-in" in line.split()[:3]]
            config = os.path.join(work, "kassios-lint.yml")
            with open(config, "w") as handle:
                handle.write("opt_in_rules: [" + ", ".join(opt_in) + "]\n")

        reports = []
        for binary in binaries:
            result = subprocess.run(lint_command(binary, corpus, config), capture_output=True)
            if result.returncode not in (0, 1):
                die(f"{binary} exited {result.returncode}: {result.stderr.decode(errors='replace').strip()[-300:]}")
            reports.append(result.stdout)
        agree = reports[0] == reports[1]
        print(f"reports: {'the same' if agree else 'DIFFERENT'} ({len(reports[0])} and {len(reports[1])} bytes of JSON)")

        walls = [[], []]
        cpus = [[], []]
        for round_number in range(args.runs):
            order = (0, 1) if round_number % 2 == 0 else (1, 0)
            for which in order:
                wall, cpu, status = timed(lint_command(binaries[which], corpus, config))
                if status not in (0, 1):
                    die(f"{binaries[which]} exited {status}")
                walls[which].append(wall)
                cpus[which].append(cpu)

        print(f"{args.runs} runs each, in turns; medians (min .. max)")
        for which, label in enumerate(("old", "new")):
            print(f"  {label}  wall {statistics.median(walls[which]):7.1f} ms ({min(walls[which]):.1f} .. {max(walls[which]):.1f})"
                  f"   cpu {statistics.median(cpus[which]):7.1f} ms   {binaries[which]}")
        wall_ratio = statistics.median(walls[1]) / statistics.median(walls[0])
        cpu_ratio = statistics.median(cpus[1]) / statistics.median(cpus[0])
        print(f"  new / old: wall {wall_ratio:.3f}, cpu {cpu_ratio:.3f}")
        return 0 if agree else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
