#!/usr/bin/env python3
"""Interleaved benchmark driver: Proof vs skia-python vs blend2d-python.

Usage:
    python bench_driver.py --proof-bin PATH/proof-bench --scenes SCENES.json
                           --rounds R --reps N [--python PY] [--raw-out FILE]

Each round runs, one process at a time and in this order:
    <proof-bin> time SCENES.json --reps N        (stdout: {"proof": {"scene": [ms, ...]}})
    <python> bench_reference.py SCENES.json --reps N --library skia
    <python> bench_reference.py SCENES.json --reps N --library blend2d
so slow drift of the machine (thermal, other load) is spread over all three.
All samples of all rounds are pooled and the median per scene is reported:

    scene=<name> proof_ms=<median> skia_ms=<median> blend2d_ms=<median> ratio_skia=<proof/skia> ratio_blend2d=<proof/blend2d>
    ...
    geomean ratio_skia=<r> ratio_blend2d=<r>
    peak_memory proof_mb=<max RSS of proof processes> python_mb=<max RSS of python processes>

`n/a` marks a value a library did not produce (scene unsupported, i.e. null).
Peak memory is each child's own ru_maxrss as returned by wait4() for that
child (which also covers any descendants it waited for), maximised over the
rounds: it is per process, not a sum, and not polluted by other children.
Progress goes to stderr; only the result lines go to stdout.
"""

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LIBS = ("proof", "skia", "blend2d")


class ChildFailed(Exception):
    pass


def run_child(argv, label, show_stderr):
    """Run argv to completion; return (stdout text, maxrss in KiB)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        try:
            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        except OSError as e:
            raise ChildFailed("%s: cannot start %s: %s" % (label, argv[0], e))
        # wait4 gives this child's own rusage (Popen.wait would discard it).
        while True:
            try:
                _, status, usage = os.wait4(proc.pid, 0)
                break
            except InterruptedError:
                continue
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    if proc.returncode != 0:
        sys.stderr.write(stderr)
        raise ChildFailed("%s exited with status %d: %s" % (label, proc.returncode, " ".join(argv)))
    if show_stderr and stderr.strip():
        for line in stderr.rstrip("\n").split("\n"):
            sys.stderr.write("  [%s] %s\n" % (label, line))
    return stdout, usage.ru_maxrss  # Linux: KiB


def parse_samples(stdout, key, label):
    """Parse {"<key>": {"scene": [ms, ...] | null}} from a child's stdout."""
    try:
        doc = json.loads(stdout)
    except ValueError as e:
        # Tolerate log lines before the JSON: take the last line that parses.
        doc = None
        for line in reversed(stdout.strip().split("\n")):
            try:
                doc = json.loads(line)
                break
            except ValueError:
                continue
        if doc is None:
            raise ChildFailed("%s: stdout is not JSON (%s): %r" % (label, e, stdout[:300]))
    if not isinstance(doc, dict) or not isinstance(doc.get(key), dict):
        raise ChildFailed("%s: JSON has no %r object: %r" % (label, key, stdout[:300]))
    result = {}
    for scene, samples in doc[key].items():
        if samples is None:
            result[scene] = None
            continue
        if not isinstance(samples, list) or not all(isinstance(v, (int, float)) for v in samples):
            raise ChildFailed("%s: samples for %r are not a list of numbers" % (label, scene))
        result[scene] = [float(v) for v in samples]
    return result


def merge(pool, lib, round_samples):
    for scene, samples in round_samples.items():
        if samples is None:
            pool[lib].setdefault(scene, None)
        elif pool[lib].get(scene) is None:
            pool[lib][scene] = list(samples)
        else:
            pool[lib][scene].extend(samples)


def fmt(v):
    return "n/a" if v is None else "%.3f" % v


def geomean(values):
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--proof-bin", required=True, help="path to the proof-bench executable")
    ap.add_argument("--scenes", required=True, help="scene JSON (proof-bench emit-scenes)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--python", default=sys.executable,
                    help="interpreter with skia-python and blend2d-python (default: this one)")
    ap.add_argument("--reference", default=os.path.join(HERE, "bench_reference.py"),
                    help="path to bench_reference.py")
    ap.add_argument("--raw-out", help="also write every sample and per-process peak RSS here (JSON)")
    args = ap.parse_args(argv)
    if args.rounds < 1 or args.reps < 1:
        ap.error("--rounds and --reps must be >= 1")

    with open(args.scenes) as f:
        scene_names = [s["name"] for s in json.load(f)["scenes"]]

    commands = {
        "proof": [args.proof_bin, "time", args.scenes, "--reps", str(args.reps)],
        "skia": [args.python, args.reference, args.scenes, "--reps", str(args.reps),
                 "--library", "skia"],
        "blend2d": [args.python, args.reference, args.scenes, "--reps", str(args.reps),
                    "--library", "blend2d"],
    }
    pool = {lib: {} for lib in LIBS}
    maxrss = {lib: [] for lib in LIBS}

    try:
        for rnd in range(1, args.rounds + 1):
            for lib in LIBS:
                sys.stderr.write("bench_driver: round %d/%d: %s (%d reps x %d scenes)\n"
                                 % (rnd, args.rounds, lib, args.reps, len(scene_names)))
                sys.stderr.flush()
                label = "%s round %d" % (lib, rnd)
                stdout, rss = run_child(commands[lib], label, show_stderr=(rnd == 1))
                merge(pool, lib, parse_samples(stdout, lib, label))
                maxrss[lib].append(rss)
    except ChildFailed as e:
        sys.stderr.write("bench_driver: error: %s\n" % e)
        return 1

    unknown = {lib: sorted(set(pool[lib]) - set(scene_names)) for lib in LIBS}
    for lib, names in unknown.items():
        if names:
            sys.stderr.write("bench_driver: warning: %s reported scenes not in %s: %s\n"
                             % (lib, args.scenes, ", ".join(names)))

    def median(lib, scene):
        s = pool[lib].get(scene)
        return statistics.median(s) if s else None

    ratios = {"skia": [], "blend2d": []}
    lines = []
    for scene in scene_names:
        m = {lib: median(lib, scene) for lib in LIBS}
        r = {}
        for ref in ("skia", "blend2d"):
            if m["proof"] is not None and m[ref]:
                r[ref] = m["proof"] / m[ref]
                ratios[ref].append(r[ref])
            else:
                r[ref] = None
        lines.append("scene=%s proof_ms=%s skia_ms=%s blend2d_ms=%s ratio_skia=%s ratio_blend2d=%s" % (
            scene, fmt(m["proof"]), fmt(m["skia"]), fmt(m["blend2d"]), fmt(r["skia"]), fmt(r["blend2d"])))
    lines.append("geomean ratio_skia=%s ratio_blend2d=%s" % (
        fmt(geomean(ratios["skia"])), fmt(geomean(ratios["blend2d"]))))
    proof_mb = max(maxrss["proof"]) / 1024.0
    python_mb = max(maxrss["skia"] + maxrss["blend2d"]) / 1024.0
    lines.append("peak_memory proof_mb=%.1f python_mb=%.1f" % (proof_mb, python_mb))
    sys.stdout.write("\n".join(lines) + "\n")

    if args.raw_out:
        with open(args.raw_out, "w") as f:
            json.dump({"rounds": args.rounds, "reps": args.reps, "samples_ms": pool,
                       "maxrss_kib": maxrss}, f)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
