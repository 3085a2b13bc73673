"""Cost against corpus size: the same lint on the corpus generated at 1x, 2x and 4x.

Used by measure.py. Each size is linted `runs` times (median), `cat` of the same files
alongside as the reference, and once more under /usr/bin/time for the peak RSS. Linear
cost shows as a flat "ms per MB" column and a "x 1x" column that follows the size.
"""

import os
import statistics
import subprocess
import time


def corpus_size(corpus):
    files, nbytes, nlines = [], 0, 0
    for root, dirs, names in os.walk(corpus):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(root, name)
                with open(path, "rb") as fh:
                    data = fh.read()          # also warms the page cache
                files.append(path)
                nbytes += len(data)
                nlines += data.count(b"\n")
    return files, nbytes, nlines


def timed(argv, ok=(0, 1), stdin=None):
    t0 = time.perf_counter()
    r = subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if r.returncode not in ok:
        raise SystemExit(f"measure: scaling run failed ({' '.join(argv[:4])} …: exit {r.returncode})")
    return time.perf_counter() - t0


def measure(lint_argv, corpora, runs, peak_rss_kib):
    """lint_argv(corpus) -> argv; corpora: [(label, dir)] starting with 1x. Returns table rows."""
    results = []
    for label, corpus in corpora:
        files, nbytes, nlines = corpus_size(corpus)
        cat_times, lint_times = [], []
        for _ in range(runs):
            cat_times.append(cat_all(files))
            lint_times.append(timed(lint_argv(corpus)))
        rss, _ = peak_rss_kib(lint_argv(corpus))
        results.append((label, len(files), nlines, nbytes / 1e6, statistics.median(cat_times), statistics.median(lint_times), rss / 1024))
    base = results[0]
    rows = []
    for label, nfiles, nlines, mb, cat_s, lint_s, rss in results:
        rows.append((label, f"{nfiles}", f"{nlines}", f"{mb:.1f} MB", f"{lint_s * 1000:.0f} ms", f"{lint_s * 1000 / mb:.1f}",
                     f"{lint_s / base[5]:.2f}x (size {mb / base[3]:.2f}x)", f"{lint_s / cat_s:.1f}x", f"{rss:.0f} MiB"))
    return rows


def cat_all(files):
    """`cat` of every file, through xargs so the argument list never overflows."""
    t0 = time.perf_counter()
    p = subprocess.Popen(["xargs", "-0", "cat"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    p.communicate(b"\0".join(f.encode() for f in files))
    if p.returncode != 0:
        raise SystemExit("measure: cat failed in the scaling runs")
    return time.perf_counter() - t0


HEAD = ("size", "files", "lines", "bytes", "lint (median)", "ms per MB", "time vs 1x", "vs cat", "peak RSS")


def print_table(head, rows):
    """Columns padded to their widest cell, under a rule; measure.py's table too."""
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]
    line = "  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip()
    print(line)
    print("-" * len(line))
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
