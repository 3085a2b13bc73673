#!/usr/bin/env python3
"""Time kassios against a corpus and print a compact table (used by run.sh).

    python3 Benchmarks/measure.py --kassios BIN --corpus DIR [--runs 7]
                                  [--onefile-runs 30] [--onefile FILE]
                                  [--expect "generator summary line"]
                                  [--swiftparser BIN] [--scale-corpus 2=DIR ...]

Every figure is the MEDIAN of several runs. The references (`cat` of the same
files, and the compiler's own parser, SwiftParser, parsing them without doing
anything else) are measured in the same loop, interleaved with the kassios
runs, so that ratios stay meaningful on a noisy machine. Page cache is warmed
first: the figures are warm-cache figures.

Exit status: 0 after printing the table (MISS rows do not fail the run),
2 if kassios fails (exit status other than 0 or 1) or the setup is broken.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import scaling

TARGET_ONE_CORE_MBPS = 30.0     # MB/s on one core, full corpus
TARGET_ONEFILE_MS = 50.0        # start-to-exit for one file
TARGET_CONFIGURED_MBPS = 20.0   # all rules, a configuration and a baseline, end to end
TARGET_VS_SWIFTPARSER = 10.0    # every rule, all cores, at least this many times faster than SwiftParser parse-only
TARGET_VS_CAT = 5.0             # every rule, all cores, within this many times cat
TARGET_RSS_MIB = 64.0           # peak RSS of the every-rule lint, for a corpus of about 200k lines
ARGV_LIMIT = 1_000_000          # above this, cat gets its file list via xargs


def die(msg):
    print(f"measure: {msg}", file=sys.stderr)
    sys.exit(2)


def swift_files(corpus):
    out = []
    for root, dirs, names in os.walk(corpus):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for n in sorted(names):
            if n.endswith(".swift"):
                out.append(os.path.join(root, n))
    return out


class Timer:
    """Runs a command, checks its exit status, returns wall seconds."""

    def __init__(self, ok_codes=(0,), label=""):
        self.ok = ok_codes
        self.label = label
        self.samples = []

    def run(self, argv, stdin=None, cwd=None):
        t0 = time.perf_counter()
        r = subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd)
        dt = time.perf_counter() - t0
        if r.returncode not in self.ok:
            what = "usage/internal error" if r.returncode == 2 else f"exit status {r.returncode}"
            die(f"{self.label}: {' '.join(argv[:4])}{' ...' if len(argv) > 4 else ''} failed ({what})")
        self.samples.append(dt)
        return dt

    @property
    def median(self):
        return statistics.median(self.samples)

    def spread(self):
        return min(self.samples), max(self.samples)


def count_findings(path):
    """Best-effort count of findings in the JSON reporter's output."""
    try:
        with open(path, "rb") as fh:
            data = json.load(fh)
    except (ValueError, UnicodeDecodeError) as exc:
        return None, f"not valid JSON ({exc.__class__.__name__}: {str(exc)[:80]})"
    items = None
    if isinstance(data, list):
        items = data
    elif isinstance(data, dict):
        for key in ("findings", "violations", "diagnostics", "results", "issues"):
            if isinstance(data.get(key), list):
                items = data[key]
                break
        if items is None:
            lists = [v for v in data.values() if isinstance(v, list)]
            if len(lists) == 1:
                items = lists[0]
    if items is None:
        return None, "valid JSON, findings list not recognised"
    rules = {}
    for it in items:
        if isinstance(it, dict):
            rule = it.get("rule") or it.get("ruleId") or it.get("rule_id") or it.get("id") or it.get("code")
            if isinstance(rule, str):
                rules[rule] = rules.get(rule, 0) + 1
    return len(items), ", ".join(f"{k}={v}" for k, v in sorted(rules.items(), key=lambda kv: -kv[1]))


def peak_rss_kib(argv):
    """Max resident set size of one run, in KiB."""
    gnu_time = "/usr/bin/time"
    if os.access(gnu_time, os.X_OK):
        with tempfile.NamedTemporaryFile("r", suffix=".rss") as out:
            r = subprocess.run([gnu_time, "-f", "%M", "-o", out.name] + argv,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if r.returncode in (0, 1):
                text = out.read().strip().splitlines()
                if text and text[-1].isdigit():
                    return int(text[-1]), "/usr/bin/time -f %M"
    # fallback: a fresh interpreter whose only child is the command
    probe = ("import resource,subprocess,sys;"
             "r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL);"
             "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    r = subprocess.run([sys.executable, "-c", probe] + argv, capture_output=True, text=True)
    code, maxrss = r.stdout.split()
    if int(code) not in (0, 1):
        die(f"peak RSS run failed (exit status {code})")
    # ru_maxrss is in KiB on Linux and in bytes on macOS.
    kib = int(maxrss) // 1024 if sys.platform == "darwin" else int(maxrss)
    return kib, "getrusage"


def memory_split(argv):
    """What kassios's KASSIOS_TIMING says of its resident memory at the end (Linux): MiB mapped
    from files and MiB allocated, or None where it says nothing."""
    r = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                       env=dict(os.environ, KASSIOS_TIMING="1"))
    m = re.search(r"memory at the end: .* of which ([0-9.]+) MiB mapped from files .* and ([0-9.]+) MiB allocated", r.stderr)
    return (float(m.group(1)), float(m.group(2))) if m else None


def pick_onefile(files, corpus):
    screens = [f for f in files if os.sep + "Screens" + os.sep in f] or files
    sized = sorted(screens, key=lambda f: (os.path.getsize(f), f))
    return sized[len(sized) // 2]


def fmt_s(sec):
    return f"{sec * 1000:.1f} ms" if sec < 1 else f"{sec:.3f} s"


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--kassios", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--onefile-runs", type=int, default=30)
    ap.add_argument("--onefile")
    ap.add_argument("--expect", default="", help="generator summary, printed for comparison")
    ap.add_argument("--swiftparser", help="Scripts/DifferentialTokens built by Scripts/build-swiftparser-oracle.sh")
    ap.add_argument("--scale-corpus", action="append", default=[], metavar="N=DIR",
                    help="the corpus generated at N times the size, for the scaling table (repeatable)")
    ap.add_argument("--budget", type=float, default=150.0,
                    help="seconds the timed full-corpus runs may take (runs are reduced to fit)")
    args = ap.parse_args(argv)

    kassios = args.kassios
    corpus = os.path.abspath(args.corpus)
    if not (os.path.isfile(kassios) and os.access(kassios, os.X_OK)):
        die(f"kassios binary not executable: {kassios}")
    files = swift_files(corpus)
    if not files:
        die(f"no .swift files under {corpus}")
    nbytes = 0
    nlines = 0
    for f in files:
        with open(f, "rb") as fh:
            data = fh.read()          # also warms the page cache
        nbytes += len(data)
        nlines += data.count(b"\n")
    mb = nbytes / 1e6
    onefile = os.path.abspath(args.onefile) if args.onefile else pick_onefile(files, corpus)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    taskset = shutil.which("taskset")
    if taskset and hasattr(os, "sched_getaffinity") and 0 not in os.sched_getaffinity(0):
        taskset = None

    print(f"corpus  {corpus}")
    print(f"        {len(files)} files, {nlines} lines, {mb:.2f} MB  ({cores} cores available)")
    if args.expect:
        print(f"        generator: {args.expect}")
    print(f"binary  {kassios}")
    print(f"runs    {args.runs} per full-corpus measure, {args.onefile_runs} for the one-file run; medians")
    if hasattr(os, "getloadavg"):
        # Other work on the machine slows every row; the ratios against the references less so.
        print("load    {:.2f} {:.2f} {:.2f} (1, 5, 15 min) before measuring".format(*os.getloadavg()))
    print()

    # The default rule set, ignoring any .kassios-lint.yml around the current folder.
    lint = [kassios, "lint", "--no-config", corpus, "--reporter", "json"]

    # Every rule (opt-in ones too), a configuration file and a baseline of all of
    # today's findings: a legacy suite gated on new findings only.
    work = tempfile.mkdtemp(prefix="kassios-bench-")
    listing = subprocess.run([kassios, "rules"], capture_output=True, text=True).stdout
    opt_in = [line.split()[0] for line in listing.splitlines() if "opt-in" in line.split()[:3]]
    config = os.path.join(work, "kassios-lint.yml")
    with open(config, "w") as fh:
        fh.write("opt_in_rules: [" + ", ".join(opt_in) + "]\nexcluded: [\"**/Generated/**\"]\n")
    baseline = os.path.join(work, "baseline.json")
    subprocess.run([kassios, "lint", "--config", config, corpus, "--write-baseline", baseline, "-q"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    configured_lint = [kassios, "lint", "--config", config, "--baseline", baseline, corpus, "--reporter", "json"]
    # Every rule, no baseline: the full rule set against the references.
    every_lint = [kassios, "lint", "--config", config, corpus, "--reporter", "json"]
    parse_only = [args.swiftparser, "parse-only", corpus] if args.swiftparser else None

    # -- sanity run (also warms up): exit status, JSON, findings -------------
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        t0 = time.perf_counter()
        r = subprocess.run(lint, stdout=out, stderr=subprocess.PIPE)
        first = time.perf_counter() - t0
        if r.returncode not in (0, 1):
            tail = r.stderr.decode("utf-8", "replace").strip().splitlines()[-10:]
            die(f"`kassios lint CORPUS --reporter json` exited {r.returncode} "
                f"(expected 0 = clean or 1 = findings)\n  " + "\n  ".join(tail))
        out.flush()
        outsize = os.path.getsize(out.name)
        nfind, detail = count_findings(out.name)
    status = "findings" if r.returncode == 1 else "clean"
    if nfind is None:
        print(f"check   exit {r.returncode} ({status}); JSON output {outsize} bytes: {detail}")
    else:
        print(f"check   exit {r.returncode} ({status}); {nfind} findings in JSON"
              + (f" ({detail})" if detail else ""))
    exp = dict(kv.split("=", 1) for kv in args.expect.split() if "=" in kv)
    if "missing_onload" in exp and "runtime_ids" in exp:
        print(f"        generator planted missing-onload={exp['missing_onload']}, "
              f"runtime-identifier={exp['runtime_ids']}")
    if r.returncode == 0 and args.expect:
        print("        warning: no findings on a corpus that has runtime identifiers and screens without onLoad")

    runs = max(1, args.runs)
    parser_first = 0.0
    if parse_only:
        parser_first = Timer(label="SwiftParser parse-only").run(parse_only)
    per_round = first * (3 if taskset else 2) + parser_first
    if per_round * runs > args.budget:
        runs = max(3, int(args.budget // max(per_round, 1e-9)))
        print(f"note    first run took {fmt_s(first)}; reducing to {runs} runs to stay within the time budget")
    print()

    # -- full corpus: cat vs kassios vs kassios on one core, interleaved ------
    cat = Timer(label="cat")
    full = Timer(ok_codes=(0, 1), label="kassios lint")
    one_core = Timer(ok_codes=(0, 1), label="taskset -c 0 kassios lint")
    configured = Timer(ok_codes=(0, 1), label="kassios lint --config --baseline")
    every = Timer(ok_codes=(0, 1), label="kassios lint, every rule")
    parser = Timer(label="SwiftParser parse-only")
    argv_size = sum(len(f) + 1 for f in files)
    listfile = None
    if argv_size > ARGV_LIMIT:
        listfile = tempfile.NamedTemporaryFile(suffix=".list")
        listfile.write(b"\0".join(f.encode() for f in files))
        listfile.flush()
        cat_argv = ["xargs", "-0", "cat"]
    else:
        cat_argv = ["cat"] + files

    def run_cat():
        if listfile:
            with open(listfile.name, "rb") as fh:
                cat.run(cat_argv, stdin=fh)
        else:
            cat.run(cat_argv)

    run_cat()  # warm-up, discarded
    cat.samples.clear()
    for _ in range(runs):
        run_cat()
        full.run(lint)
        every.run(every_lint)
        configured.run(configured_lint)
        if parse_only:
            parser.run(parse_only)
        if taskset:
            one_core.run([taskset, "-c", "0"] + lint)

    # -- one file: start-to-exit ---------------------------------------------
    spawn = Timer(label="true")
    single = Timer(ok_codes=(0, 1), label="kassios lint ONEFILE")
    true_bin = shutil.which("true") or "/bin/true"
    single.run([kassios, "lint", "--no-config", onefile])  # warm-up
    single.samples.clear()
    # `--staged` in a scratch repository holding the one file, staged: the pre-commit case.
    repo = os.path.join(work, "repo")
    os.makedirs(repo)
    shutil.copy(onefile, os.path.join(repo, os.path.basename(onefile)))
    for git in (["init", "-q"], ["add", "."]):
        subprocess.run(["git"] + git, cwd=repo, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    staged = Timer(ok_codes=(0, 1), label="kassios lint --staged")
    staged.run([kassios, "lint", "--staged", "--no-config"], cwd=repo)  # warm-up
    staged.samples.clear()
    for _ in range(max(1, args.onefile_runs)):
        spawn.run([true_bin])
        single.run([kassios, "lint", "--no-config", onefile])
        staged.run([kassios, "lint", "--staged", "--no-config"], cwd=repo)

    # -- peak RSS ---------------------------------------------------------------
    def median_rss(argv):
        samples = [peak_rss_kib(argv) for _ in range(3)]
        kib = [k for k, _ in samples]
        return statistics.median(kib) / 1024, min(kib) / 1024, max(kib) / 1024, samples[0][1]

    rss_mib, rss_lo, rss_hi, how = median_rss(lint)
    every_rss = median_rss(every_lint)
    every_split = memory_split(every_lint)
    parser_rss = median_rss(parse_only) if parse_only else None
    cat_files, size = [], 0
    for f in files:   # cat's RSS does not depend on how many files it is given
        size += len(f) + 1
        if size > ARGV_LIMIT:
            break
        cat_files.append(f)
    cat_rss = median_rss(["cat"] + cat_files)

    # -- table --------------------------------------------------------------------
    rows = []

    def row(name, t, derived, target="", status=""):
        lo, hi = t.spread() if t else (None, None)
        rng = f"{fmt_s(lo)} .. {fmt_s(hi)}" if t else ""
        rows.append((name, fmt_s(t.median) if t else "", rng, derived, target, status))

    row("cat (I/O floor)", cat, f"{len(files) / cat.median:.0f} files/s, {mb / cat.median:.0f} MB/s")
    if parse_only:
        row("SwiftParser parse-only, all cores", parser,
            f"{len(files) / parser.median:.0f} files/s, {mb / parser.median:.1f} MB/s, {parser.median / cat.median:.1f}x cat")
    else:
        rows.append(("SwiftParser parse-only", "n/a", "", "no SwiftParser libraries in this toolchain", "", ""))
    every_vs_cat = every.median / cat.median
    row("kassios lint, every rule, all cores", every,
        f"{len(files) / every.median:.0f} files/s, {mb / every.median:.1f} MB/s, {every_vs_cat:.1f}x cat",
        f"<= {TARGET_VS_CAT:.0f}x cat", "PASS" if every_vs_cat <= TARGET_VS_CAT else "MISS")
    if parse_only:
        speedup = parser.median / every.median
        rows.append(("  SwiftParser time / kassios time", f"{speedup:.1f}x", "", "kassios, every rule, against parse-only",
                     f">= {TARGET_VS_SWIFTPARSER:.0f}x", "PASS" if speedup >= TARGET_VS_SWIFTPARSER else "MISS"))
    ratio = full.median / cat.median
    row("kassios lint, all cores", full,
        f"{len(files) / full.median:.0f} files/s, {mb / full.median:.1f} MB/s, {ratio:.1f}x cat")
    configured_mbps = mb / configured.median
    row("  all rules, config + baseline", configured, f"{configured_mbps:.1f} MB/s, {configured.median / cat.median:.1f}x cat",
        f">= {TARGET_CONFIGURED_MBPS:.0f} MB/s", "PASS" if configured_mbps >= TARGET_CONFIGURED_MBPS else "MISS")
    if taskset:
        mbps1 = mb / one_core.median
        row("kassios lint, 1 core", one_core,
            f"{mbps1:.1f} MB/s, {one_core.median / cat.median:.1f}x cat",
            f">= {TARGET_ONE_CORE_MBPS:.0f} MB/s", "PASS" if mbps1 >= TARGET_ONE_CORE_MBPS else "MISS")
    else:
        rows.append(("kassios lint, 1 core", "n/a", "", "taskset not found", f">= {TARGET_ONE_CORE_MBPS:.0f} MB/s", "SKIP"))
    ms = single.median * 1000
    with open(onefile, "rb") as fh:
        one_lines = fh.read().count(b"\n")
    row("kassios lint ONEFILE", single, f"{one_lines} lines, {os.path.getsize(onefile)} bytes",
        f"< {TARGET_ONEFILE_MS:.0f} ms", "PASS" if ms < TARGET_ONEFILE_MS else "MISS")
    staged_ms = staged.median * 1000
    row("kassios lint --staged, 1 file", staged, "git index read + lint",
        f"< {TARGET_ONEFILE_MS:.0f} ms", "PASS" if staged_ms < TARGET_ONEFILE_MS else "MISS")
    row("  spawn floor (/bin/true)", spawn, "process start overhead")
    rows.append(("peak RSS, lint, default rules", f"{rss_mib:.1f} MiB", f"{rss_lo:.1f} .. {rss_hi:.1f} MiB",
                 f"corpus is {mb:.2f} MB; via {how}", "", ""))
    rss_target = f"< {TARGET_RSS_MIB:.0f} MiB @ 200k lines"
    rss_status = ("PASS" if every_rss[0] < TARGET_RSS_MIB else "MISS") if 150_000 <= nlines <= 250_000 else "n/a"
    rows.append(("peak RSS, lint, every rule", f"{every_rss[0]:.1f} MiB", f"{every_rss[1]:.1f} .. {every_rss[2]:.1f} MiB",
                 f"{nlines} lines", rss_target, rss_status))
    if every_split:
        rows.append(("  of which, at the end", f"{every_split[0]:.1f} + {every_split[1]:.1f} MiB", "",
                     "mapped from files (the executable, the C libraries) + allocated (the heap, the stacks)", "", ""))
    if parser_rss:
        rows.append(("peak RSS, SwiftParser parse-only", f"{parser_rss[0]:.1f} MiB", f"{parser_rss[1]:.1f} .. {parser_rss[2]:.1f} MiB",
                     "all files held, one tree at a time", "", ""))
    rows.append(("peak RSS, cat", f"{cat_rss[0]:.1f} MiB", f"{cat_rss[1]:.1f} .. {cat_rss[2]:.1f} MiB", "", "", ""))

    scaling.print_table(("measure", "median", "min .. max", "derived", "target", ""), rows)
    print()
    print(f"one file: {os.path.relpath(onefile, corpus) if onefile.startswith(corpus) else onefile}")

    # -- scaling: the every-rule lint on the corpus at 1x, 2x, 4x -----------------
    if args.scale_corpus:
        corpora = [("1x", corpus)] + [(f"{n}x", d) for n, d in (spec.split("=", 1) for spec in args.scale_corpus)]
        print()
        print(f"scaling: kassios lint, every rule, all cores; median of {min(runs, 3)} runs per size, cat alongside")
        scaling.print_table(scaling.HEAD, scaling.measure(lambda c: [kassios, "lint", "--config", config, c, "--reporter", "json"],
                                            corpora, min(runs, 3), peak_rss_kib))
    shutil.rmtree(work, ignore_errors=True)
    if listfile:
        listfile.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
