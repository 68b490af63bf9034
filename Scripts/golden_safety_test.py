"""Goldens are never lost: killed recordings, concurrent recordings, and disks that refuse to write.

Usage: golden_safety_test.py <proof executable> <repository> [kills]

1. Kills: the goldens of the Orange theme's buttons (110 files: small enough for 50 recordings in a
   minute) are copied and each replaced by a 10 × 10 pt red square (so that `proof
   record` rewrites all of them); `proof record` is started and killed with SIGKILL at a random point
   of its run, `kills` times (default 50, each from the red squares again). After every kill each
   golden must equal either its old bytes (the square) or its new ones (the repository's golden), and
   only hidden temporary files may be left over. A last `proof record` finishes, `proof verify`
   passes and `proof prune` removes the temporary files.
2. Concurrency: two `proof record` processes write the same folder at once; both succeed, every
   golden equals the repository's, the manifest is valid JSON and no temporary file is left.
3. Refusals, each a non-zero exit with one line naming the path: a golden folder on a read-only
   file system, on a full one (a 256 KiB tmpfs), a golden whose path is a folder, and a golden root
   that is a file. The two file systems are mounted in a private mount namespace (`unshare -rm`);
   where the machine cannot make one, those two cases say so and are skipped.
"""

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# The images every case records, and their folder under Golden/.
SUBSET = "ouds/orange/button/"


def fail(message):
    print(f"golden safety test: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def goldens_in(root):
    """Every golden's path relative to `root` (hidden files and the manifest are not goldens)."""
    found = []
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.startswith(".") and name.endswith(".png"):
                found.append(os.path.relpath(os.path.join(folder, name), root))
    return sorted(found)


def temporary_files(root):
    return [os.path.join(folder, name) for folder, _, files in os.walk(root) for name in files
            if name.startswith(".") and name.endswith(".tmp")]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def reset(root, names, tiny):
    """Every golden back to the red square, and no temporary file left."""
    for name in names:
        with open(os.path.join(root, name), "wb") as f:
            f.write(tiny)
    for path in temporary_files(root):
        os.unlink(path)


def record(proof, root, **kwargs):
    return subprocess.Popen([proof, "record", "--only", SUBSET, "--golden-root", root], **kwargs)


def check_old_or_new(root, names, tiny, new, when):
    rewritten = 0
    for name in names:
        path = os.path.join(root, name)
        if not os.path.exists(path):
            fail(f"{when}: {name} is gone")
        data = read(path)
        if data == new[name]:
            rewritten += 1
        elif data != tiny:
            fail(f"{when}: {name} is neither its old nor its new content ({len(data)} bytes)")
    if goldens_in(root) != names:
        fail(f"{when}: the set of goldens changed")
    return rewritten


def kills(proof, work, root, names, tiny, new, count):
    reset(root, names, tiny)
    start = time.monotonic()
    if record(proof, root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).wait() != 0:
        fail("an uninterrupted record failed")
    duration = time.monotonic() - start
    partial = 0
    rng = random.Random(int(os.environ.get("PROOF_KILL_SEED", "17")))
    for attempt in range(count):
        reset(root, names, tiny)
        running = record(proof, root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, duration * 0.95))
        running.send_signal(signal.SIGKILL)
        running.wait()
        rewritten = check_old_or_new(root, names, tiny, new, f"kill {attempt + 1}")
        if 0 < rewritten < len(names):
            partial += 1
    if partial < count // 2:
        fail(f"only {partial} of {count} kills landed mid-recording: the timing does not exercise the writes")
    again = subprocess.run([proof, "record", "--only", SUBSET, "--golden-root", root], capture_output=True, text=True)
    if again.returncode != 0:
        fail(f"the record after the kills failed: {again.stderr}")
    verify = subprocess.run([proof, "verify", "--only", SUBSET, "--golden-root", root], capture_output=True,
                            text=True)
    if verify.returncode != 0:
        fail(f"verify after the kills failed: {verify.stdout[-500:]} {verify.stderr}")
    prune = subprocess.run([proof, "prune", "--golden-root", root], capture_output=True, text=True)
    if prune.returncode != 0 or temporary_files(root):
        fail(f"prune should remove the killed writes' temporary files: {temporary_files(root)[:3]} {prune.stderr}")
    return f"{count} kills at random points of a {duration:.1f} s recording ({partial} mid-write), nothing lost"


def concurrent(proof, root, names, tiny, new):
    reset(root, names, tiny)
    first = record(proof, root, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    second = record(proof, root, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    results = [first.communicate(), second.communicate()]
    for process, (out, err) in zip((first, second), results):
        if process.returncode != 0:
            fail(f"a concurrent record failed: {out[-300:]!r} {err!r}")
    rewritten = check_old_or_new(root, names, tiny, new, "two concurrent records")
    if rewritten != len(names):
        fail(f"after two concurrent records only {rewritten} of {len(names)} goldens are the new pictures")
    if temporary_files(root):
        fail(f"two concurrent records left temporary files: {temporary_files(root)[:3]}")
    with open(os.path.join(root, ".proof-hashes.json")) as f:
        manifest = json.load(f)
    if not isinstance(manifest, dict):
        fail("the manifest after two concurrent records is not a JSON object")
    return f"two concurrent records of {len(names)} goldens: every golden complete and new"


def expect_refusal(proof, root, expected_path, expected_reason, case):
    result = subprocess.run([proof, "record", "--only", SUBSET, "--golden-root", root], capture_output=True,
                            text=True)
    text = result.stdout + result.stderr
    if result.returncode == 0:
        fail(f"{case}: proof record succeeded")
    if expected_path not in text or expected_reason not in text:
        fail(f"{case}: the message should name {expected_path} and say '{expected_reason}':\n{text[-800:]}")
    return text


def refusals_outside_mounts(proof, work, repository):
    root = os.path.join(work, "refusals", "Golden")
    shutil.copytree(os.path.join(repository, "Golden", SUBSET), os.path.join(root, SUBSET))
    victim = sorted(goldens_in(root))[0]
    os.unlink(os.path.join(root, victim))
    os.mkdir(os.path.join(root, victim))
    expect_refusal(proof, root, victim, "Is a directory", "a golden that is a folder")
    os.rmdir(os.path.join(root, victim))
    as_file = os.path.join(work, "refusals", "not-a-folder")
    with open(as_file, "w") as f:
        f.write("x")
    expect_refusal(proof, as_file, as_file, "it is a file, not the folder", "a golden root that is a file")
    return "a golden that is a folder and a root that is a file are refused, naming the path"


def refusals_in_mounts(proof, work, repository):
    """Runs inside `unshare -rm`: mounts a read-only and a full tmpfs, each refused naming the path."""
    source = os.path.join(repository, "Golden", SUBSET)
    read_only = os.path.join(work, "read-only")
    full = os.path.join(work, "full")
    os.makedirs(read_only)
    os.makedirs(full)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", read_only], check=True)
    root = os.path.join(read_only, "Golden")
    shutil.copytree(source, os.path.join(root, SUBSET))
    tiny_target = goldens_in(root)[0]
    with open(os.path.join(root, tiny_target), "wb") as f:
        f.write(b"not the picture")
    subprocess.run(["mount", "-o", "remount,ro", read_only], check=True)
    expect_refusal(proof, root, SUBSET, "Read-only file system", "a read-only golden folder")
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", full], check=True)
    expect_refusal(proof, os.path.join(full, "Golden"), full, "No space left on device", "a full disk")
    if temporary_files(full):
        fail(f"a full disk left temporary files: {temporary_files(full)[:3]}")
    print("a read-only golden folder and a full disk are refused, naming the path")


def main():
    proof, repository = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    if len(sys.argv) > 3 and sys.argv[3] == "--inside-mount-namespace":
        refusals_in_mounts(proof, sys.argv[4], repository)
        return
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    work = tempfile.mkdtemp(prefix="proof-golden-safety-")
    root = os.path.join(work, "Golden")
    shutil.copytree(os.path.join(repository, "Golden", SUBSET), os.path.join(root, SUBSET))
    names = goldens_in(root)
    new = {name: read(os.path.join(root, name)) for name in names}
    spec = os.path.join(work, "tiny.json")
    with open(spec, "w") as f:
        f.write('{"view": "Color", "color": "red"}')
    subprocess.run([proof, "render", "--json", spec, "--out", os.path.join(work, "tiny.png")], capture_output=True,
                   check=True)
    tiny = read(os.path.join(work, "tiny.png"))

    lines = [kills(proof, work, root, names, tiny, new, count), concurrent(proof, root, names, tiny, new),
             refusals_outside_mounts(proof, work, repository)]
    mounts = os.path.join(work, "mounts")
    inside = subprocess.run(["unshare", "-rm", sys.executable, os.path.abspath(__file__), proof, repository,
                             "--inside-mount-namespace", mounts], capture_output=True, text=True)
    if inside.returncode != 0 and "FAIL" in inside.stderr:
        print(inside.stderr, file=sys.stderr, end="")
        sys.exit(1)
    if inside.returncode != 0:
        lines.append("skipped the read-only and full-disk cases: this machine cannot mount a private tmpfs "
                     f"({inside.stderr.strip().splitlines()[-1] if inside.stderr.strip() else 'unshare failed'})")
    else:
        lines.append(inside.stdout.strip())
    shutil.rmtree(work)
    for line in lines:
        print(f"golden safety test: ok: {line}")


if __name__ == "__main__":
    main()
