#!/usr/bin/env python3
"""Writes the tiny PNG fixtures that PNGCodecTests decodes.

Pure Python (zlib + struct), deterministic: running it again gives the same
bytes.  Every image is 13x11 pixels (odd sizes so that all seven Adam7 passes
are partial) and its samples come from the small formulas below, which
PNGCodecTests.swift repeats to derive the expected pixels.  Keep the two in
step.

    f1(x, y) = (17x + 23y) % 256
    f2(x, y) = (29x + 11y + 7) % 256
    f3(x, y) = (5x + 41y + 100) % 256
    f4(x, y) = (13x + 31y + 50) % 256
    grey of depth d < 8:  (3x + 5y) % 2^d  (8-bit: f1)
    palette of depth d:   2^d entries (200 for d = 8), index (3x + 5y) % 2^d
                          (8-bit: (11x + 17y) % 200); entry i is
                          ((67i + 10) % 256, (131i + 20) % 256, (29i + 200) % 256)
    palette tRNS:         alpha (97i + 3) % 256 for the first max(1, n // 2) entries
    16-bit samples:       the 8-bit value v stored as v * 257
    16-bit "noise":       RGBA samples (f * 257 + n) % 65536 for f = f1..f4 and
                          n(x, y, c) = (7919x + 104729y + 31c) % 257
    16-bit "srgb":        the rgba16 samples, plus an sRGB chunk
    grey tRNS:            grey value 40 (16-bit: 40 * 257);  RGB tRNS: the colour of pixel (4, 3)

Run: python3 Tests/RasterTests/Fixtures/make_fixtures.py
"""
import os
import struct
import zlib

W, H = 13, 11
HERE = os.path.dirname(os.path.abspath(__file__))
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def f1(x, y): return (17 * x + 23 * y) % 256
def f2(x, y): return (29 * x + 11 * y + 7) % 256
def f3(x, y): return (5 * x + 41 * y + 100) % 256
def f4(x, y): return (13 * x + 31 * y + 50) % 256


def grey_sample(depth, x, y):
    return f1(x, y) if depth >= 8 else (3 * x + 5 * y) % (1 << depth)


def palette_size(depth):
    return 200 if depth == 8 else 1 << depth


def palette_index(depth, x, y):
    return (11 * x + 17 * y) % 200 if depth == 8 else (3 * x + 5 * y) % (1 << depth)


def palette_entry(i):
    return ((67 * i + 10) % 256, (131 * i + 20) % 256, (29 * i + 200) % 256)


def palette_alpha(i):
    return (97 * i + 3) % 256


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Packs a flat list of samples of `depth` bits into bytes, MSB first."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def write_png(name, colour_type, depth, pixel, width=W, height=H, interlace=False, plte=None, trns=None,
              srgb=False):
    """`pixel(x, y)` returns the list of samples of one pixel."""
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        for y in ys:
            samples = [s for x in xs for s in pixel(x, y)]
            raw += b"\x00" + pack_row(samples, depth)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 1 if interlace else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if srgb:
        data += chunk(b"sRGB", b"\x00")
    if plte is not None:
        data += chunk(b"PLTE", bytes(c for entry in plte for c in entry))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(data)


def wide(v):
    return v * 257


def noise(x, y, c):
    return (7919 * x + 104729 * y + 31 * c) % 257


def main():
    for interlace in (False, True):
        suffix = "_adam7" if interlace else ""
        for depth in (1, 2, 4, 8):
            write_png("grey%d%s" % (depth, suffix), 0, depth,
                      lambda x, y, d=depth: [grey_sample(d, x, y)], interlace=interlace)
        write_png("grey16" + suffix, 0, 16, lambda x, y: [wide(f1(x, y))], interlace=interlace)
        write_png("greyalpha8" + suffix, 4, 8, lambda x, y: [f1(x, y), f2(x, y)], interlace=interlace)
        write_png("greyalpha16" + suffix, 4, 16, lambda x, y: [wide(f1(x, y)), wide(f2(x, y))], interlace=interlace)
        write_png("rgb8" + suffix, 2, 8, lambda x, y: [f1(x, y), f2(x, y), f3(x, y)], interlace=interlace)
        write_png("rgb16" + suffix, 2, 16, lambda x, y: [wide(f1(x, y)), wide(f2(x, y)), wide(f3(x, y))],
                  interlace=interlace)
        write_png("rgba8" + suffix, 6, 8, lambda x, y: [f1(x, y), f2(x, y), f3(x, y), f4(x, y)], interlace=interlace)
        write_png("rgba16" + suffix, 6, 16, lambda x, y: [wide(f(x, y)) for f in (f1, f2, f3, f4)],
                  interlace=interlace)
        write_png("rgba16_noise" + suffix, 6, 16,
                  lambda x, y: [(wide(f(x, y)) + noise(x, y, c)) % 65536 for c, f in enumerate((f1, f2, f3, f4))],
                  interlace=interlace)
        write_png("rgba16_srgb" + suffix, 6, 16, lambda x, y: [wide(f(x, y)) for f in (f1, f2, f3, f4)],
                  interlace=interlace, srgb=True)
        for depth in (1, 2, 4, 8):
            plte = [palette_entry(i) for i in range(palette_size(depth))]
            write_png("palette%d%s" % (depth, suffix), 3, depth,
                      lambda x, y, d=depth: [palette_index(d, x, y)], interlace=interlace, plte=plte)
            trns = bytes(palette_alpha(i) for i in range(max(1, palette_size(depth) // 2)))
            write_png("palette%d_trns%s" % (depth, suffix), 3, depth,
                      lambda x, y, d=depth: [palette_index(d, x, y)], interlace=interlace, plte=plte, trns=trns)
        write_png("grey8_trns" + suffix, 0, 8, lambda x, y: [f1(x, y)], interlace=interlace,
                  trns=struct.pack(">H", 40))
        write_png("grey16_trns" + suffix, 0, 16, lambda x, y: [wide(f1(x, y))], interlace=interlace,
                  trns=struct.pack(">H", wide(40)))
        key = (f1(4, 3), f2(4, 3), f3(4, 3))
        write_png("rgb8_trns" + suffix, 2, 8, lambda x, y: [f1(x, y), f2(x, y), f3(x, y)], interlace=interlace,
                  trns=struct.pack(">HHH", *key))
    # A well-formed PNG whose IHDR announces 100000x1: larger than Bitmap.maxDimension.
    write_png("oversized_100000x1", 0, 1, lambda x, y: [0], width=100000, height=1)


if __name__ == "__main__":
    main()
