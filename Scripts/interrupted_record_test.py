"""A recording killed half way loses nothing: every golden still decodes, and a second run finishes.

Usage: interrupted_record_test.py <proof executable> <repository>

Copies the OUDS goldens, replaces each by a 10 × 10 pt red square (so that `proof record` rewrites all of
them), starts `proof record`, kills it with SIGKILL while it writes, then checks every golden: a
complete PNG (signature, chunk CRCs, inflated size), either the old picture or the new one; only
hidden temporary files may be left over. A second `proof record` then brings every golden back and
`proof verify` passes.
"""

import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib


def fail(message):
    print(f"interrupted record test: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def png_is_complete(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return False
    position, idat, header = 8, b"", None
    while position + 12 <= len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        chunk = data[position + 8:position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        if zlib.crc32(kind + chunk) & 0xFFFFFFFF != crc:
            return False
        if kind == b"IHDR":
            header = struct.unpack(">IIBB", chunk[:10])
        elif kind == b"IDAT":
            idat += chunk
        elif kind == b"IEND":
            if header is None:
                return False
            width, height, depth, color = header
            channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(color)
            if channels is None:
                return False
            try:
                raw = zlib.decompress(idat)
            except zlib.error:
                return False
            return len(raw) == height * (1 + (width * channels * depth + 7) // 8)
        position += 12 + length
    return False


def main():
    proof, repository = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix="proof-interrupted-")
    root = os.path.join(work, "Golden")
    shutil.copytree(os.path.join(repository, "Golden", "ouds"), os.path.join(root, "ouds"))
    tiny = None
    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            if tiny is None:
                spec = os.path.join(work, "tiny.json")
                with open(spec, "w") as f:
                    f.write('{"view": "Color", "color": "red"}')
                subprocess.run([proof, "render", "--json", spec, "--out", path], capture_output=True, check=True)
                with open(path, "rb") as f:
                    tiny = f.read()
            with open(path, "wb") as f:
                f.write(tiny)
    count = sum(len(files) for _, _, files in os.walk(root))
    recording = subprocess.Popen([proof, "record", "--only", "ouds/", "--golden-root", root],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(float(os.environ.get("PROOF_KILL_AFTER", "2.0")))
    if recording.poll() is not None:
        fail("proof record finished before it was killed: raise the catalog size or lower PROOF_KILL_AFTER")
    recording.send_signal(signal.SIGKILL)
    recording.wait()

    goldens, rewritten, leftovers = 0, 0, []
    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            if name.startswith("."):
                if name.endswith(".tmp"):
                    leftovers.append(name)
                continue
            goldens += 1
            if not png_is_complete(path):
                fail(f"{path} is not a complete PNG after the kill")
            with open(path, "rb") as f:
                if f.read() != tiny:
                    rewritten += 1
    if goldens != count:
        fail(f"{count} goldens before the kill, {goldens} after")
    if not 0 < rewritten < count:
        fail(f"the kill should land mid-recording: {rewritten} of {count} rewritten")
    again = subprocess.run([proof, "record", "--only", "ouds/", "--golden-root", root], capture_output=True, text=True)
    if again.returncode != 0:
        fail(f"the second record failed: {again.stderr}")
    verify = subprocess.run([proof, "verify", "--only", "ouds/", "--golden-root", root], capture_output=True,
                            text=True)
    if verify.returncode != 0:
        fail(f"verify after the second record failed: {verify.stdout[-500:]} {verify.stderr}")
    prune = subprocess.run([proof, "prune", "--golden-root", root], capture_output=True, text=True)
    left = [n for _, _, files in os.walk(root) for n in files if n.startswith(".") and n.endswith(".tmp")]
    if prune.returncode != 0 or left:
        fail(f"prune should remove the interrupted writes' temporary files: {left} {prune.stdout} {prune.stderr}")
    shutil.rmtree(work)
    print(f"interrupted record test: ok (killed after {rewritten} of {count} goldens; all {goldens} complete, "
          f"{len(leftovers)} hidden temporary file(s) left, which prune removes; the second record and verify pass)")


if __name__ == "__main__":
    main()
