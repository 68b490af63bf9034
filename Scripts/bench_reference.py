#!/usr/bin/env python3
"""Reference renderers for Proof's benchmark: skia-python and blend2d-python.

Usage:
    python bench_reference.py SCENES.json --reps N [--library skia|blend2d|both]
                              [--warmup K] [--out times.json] [--dump-dir DIR]

Reads the scene file written by `proof-bench emit-scenes` and, for each scene
and library, builds the library's path/paint objects once (outside the timed
region), then times N repetitions of "clear the canvas to transparent + draw
every op" with time.perf_counter_ns. Prints (or writes with --out) JSON:

    {"skia": {"scene": [ms, ...], ...}, "blend2d": {"scene": [ms, ...] | null}}

A scene a library cannot render faithfully is reported as null, never faked:
blend2d-python has no blur (so no "shadow" op) and Blend2D's stroker ignores
dash arrays (so no dashed "stroke" op).

Semantics shared with Proof: colours are straight (non-premultiplied) 0-255
sRGB, the canvas starts transparent each repetition, anti-aliasing on,
source-over, single-threaded rendering.

--dump-dir DIR writes DIR/<scene>.<library>.png for each rendering (and, when
both libraries rendered a scene, DIR/<scene>.diff.png plus a pixel-difference
summary on stderr) so a person can check that both draw the same thing.
"""

import argparse
import gc
import json
import os
import struct
import sys
import time
import zlib

# ---------------------------------------------------------------------------
# Scene parsing helpers (library independent)
# ---------------------------------------------------------------------------

VALID_CAPS = ("butt", "round", "square")
VALID_JOINS = ("miter", "round", "bevel")
VALID_RULES = ("nonzero", "evenodd")


class Unsupported(Exception):
    """A scene uses a feature the library cannot render faithfully."""


def _color(op):
    c = op.get("color")
    if not (isinstance(c, list) and len(c) == 4):
        raise ValueError("op color must be [r, g, b, a]: %r" % (c,))
    out = []
    for v in c:
        v = float(v)
        if not 0.0 <= v <= 255.0:
            raise ValueError("colour channel out of 0..255: %r" % (c,))
        out.append(v)
    return out


def _segments(path):
    """Validate a path and yield (cmd, floats) tuples."""
    if not isinstance(path, list):
        raise ValueError("path must be a list of commands")
    arity = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}
    for seg in path:
        if not seg or seg[0] not in arity:
            raise ValueError("bad path command: %r" % (seg,))
        cmd = seg[0]
        if len(seg) != arity[cmd] + 1:
            raise ValueError("command %s takes %d numbers: %r" % (cmd, arity[cmd], seg))
        yield cmd, [float(v) for v in seg[1:]]


def _check_op(op):
    kind = op.get("op")
    if kind not in ("fill", "stroke", "shadow"):
        raise ValueError("unknown op %r" % (kind,))
    if kind == "fill" and op.get("rule", "nonzero") not in VALID_RULES:
        raise ValueError("bad fill rule %r" % (op.get("rule"),))
    if kind == "stroke":
        if op.get("cap", "butt") not in VALID_CAPS:
            raise ValueError("bad cap %r" % (op.get("cap"),))
        if op.get("join", "miter") not in VALID_JOINS:
            raise ValueError("bad join %r" % (op.get("join"),))
    return kind


def _dash(op):
    """Return the dash list (floats) or None when the stroke is solid."""
    d = op.get("dash")
    if not d:
        return None
    d = [float(v) for v in d]
    if len(d) % 2:  # SVG semantics: an odd list is repeated to make it even
        d = d + d
    if any(v < 0 for v in d) or sum(d) <= 0:
        return None
    return d


# ---------------------------------------------------------------------------
# Skia
# ---------------------------------------------------------------------------

class SkiaScene:
    name = "skia"

    def __init__(self, scene):
        import skia

        self.skia = skia
        w, h = int(scene["width"]), int(scene["height"])
        # N32 premultiplied raster surface: CPU, drawn synchronously on the
        # calling thread (Skia's raster backend is single-threaded).
        self.surface = skia.Surface.MakeRasterN32Premul(w, h)
        self.canvas = self.surface.getCanvas()
        self.draws = []  # list of (path, paint)
        caps = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap,
                "square": skia.Paint.kSquare_Cap}
        joins = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join,
                 "bevel": skia.Paint.kBevel_Join}
        for op in scene["ops"]:
            kind = _check_op(op)
            path = self._path(op["path"])
            r, g, b, a = (int(round(v)) for v in _color(op))
            paint = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(a, r, g, b))
            paint.setBlendMode(skia.BlendMode.kSrcOver)
            if kind == "fill":
                path.setFillType(skia.PathFillType.kEvenOdd if op.get("rule") == "evenodd"
                                 else skia.PathFillType.kWinding)
            elif kind == "stroke":
                paint.setStyle(skia.Paint.kStroke_Style)
                paint.setStrokeWidth(float(op["width"]))
                paint.setStrokeCap(caps[op.get("cap", "butt")])
                paint.setStrokeJoin(joins[op.get("join", "miter")])
                paint.setStrokeMiter(float(op.get("miterLimit", 4)))
                dash = _dash(op)
                if dash is not None:
                    paint.setPathEffect(skia.DashPathEffect.Make(dash, float(op.get("dashPhase", 0))))
            else:  # shadow: blurred filled coverage, offset by (dx, dy)
                path.setFillType(skia.PathFillType.kWinding)
                path.offset(float(op.get("dx", 0)), float(op.get("dy", 0)))
                sigma = float(op["sigma"])
                if sigma > 0:
                    paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, sigma))
            self.draws.append((path, paint))

    def _path(self, cmds):
        p = self.skia.Path()
        for cmd, v in _segments(cmds):
            if cmd == "M":
                p.moveTo(*v)
            elif cmd == "L":
                p.lineTo(*v)
            elif cmd == "Q":
                p.quadTo(*v)
            elif cmd == "C":
                p.cubicTo(*v)
            else:
                p.close()
        return p

    def run_once(self):
        """Clear + draw everything; returns elapsed nanoseconds."""
        canvas = self.canvas
        draw = canvas.drawPath
        draws = self.draws
        t0 = time.perf_counter_ns()
        canvas.clear(0)
        for path, paint in draws:
            draw(path, paint)
        t1 = time.perf_counter_ns()
        return t1 - t0

    def rgba_premul(self):
        """(h, w, 4) uint8 premultiplied RGBA of the current canvas."""
        skia = self.skia
        img = self.surface.makeImageSnapshot()
        return img.toarray(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)

    def save_png(self, path):
        self.surface.makeImageSnapshot().save(path, self.skia.kPNG)


# ---------------------------------------------------------------------------
# Blend2D (blend2d-python, nanobind binding)
# ---------------------------------------------------------------------------
#
# Binding quirks found by probing blend2d-python 1.0.0 (Blend2D 0.8-era core):
#  * set_fill_style/set_stroke_style take a tuple of FLOATS in 0..1 (ints are
#    mangled) and write them straight into the PRGB32 pixel's bytes in memory
#    order, which on little-endian is B, G, R, A. So (r, g, b, a) paints the
#    colour with red and blue swapped: we pass (b, g, r, a).
#  * No blur / filter API at all -> "shadow" ops are unsupported.
#  * set_stroke_dash_array is accepted but Blend2D's stroker ignores dashes
#    -> dashed strokes are unsupported.
#  * BLContext(image) takes no create-info, so the context is Blend2D's
#    default synchronous one (threadCount = 0: renders on the calling thread).
#  * "miter" join = JOIN_MITER_BEVEL (miter falling back to bevel past the
#    limit, like Skia/SVG); the default JOIN_MITER_CLIP is different.

class Blend2DScene:
    name = "blend2d"

    def __init__(self, scene):
        import blend2d as bl

        self.bl = bl
        for op in scene["ops"]:
            kind = _check_op(op)
            if kind == "shadow":
                raise Unsupported("blend2d-python has no blur: shadow op unsupported")
            if kind == "stroke" and _dash(op) is not None:
                raise Unsupported("Blend2D ignores stroke dash arrays: dashed stroke unsupported")

        w, h = int(scene["width"]), int(scene["height"])
        self.image = bl.BLImage(w, h, bl.BLFormat.PRGB32)
        self.ctx = ctx = bl.BLContext(self.image)  # synchronous (no worker threads)
        ctx.comp_op = bl.BLCompOp.SRC_OVER
        cls = type(ctx)
        caps = {"butt": bl.BLStrokeCap.CAP_BUTT, "round": bl.BLStrokeCap.CAP_ROUND,
                "square": bl.BLStrokeCap.CAP_SQUARE}
        joins = {"miter": bl.BLStrokeJoin.JOIN_MITER_BEVEL, "round": bl.BLStrokeJoin.JOIN_ROUND,
                 "bevel": bl.BLStrokeJoin.JOIN_BEVEL}
        rules = {"nonzero": bl.BLFillRule.NON_ZERO, "evenodd": bl.BLFillRule.EVEN_ODD}

        # Blend2D's context is a state machine; the binding cannot pass a style
        # with the draw call. Compile the op list into a flat list of
        # (callable, args) calls, emitting a state change only when the state
        # actually changes, so the timed loop does the minimum of Python calls.
        calls = []
        state = {}

        def setstate(key, fn, value):
            if state.get(key, object()) != value:
                state[key] = value
                calls.append((fn, (value,)))

        def setprop(key, value):
            if state.get(key, object()) != value:
                state[key] = value
                calls.append((getattr(cls, key).__set__, (ctx, value)))

        self.paths = []
        for op in scene["ops"]:
            kind = op["op"]
            path = self._path(op["path"])
            self.paths.append(path)
            r, g, b, a = (v / 255.0 for v in _color(op))
            color = (b, g, r, a)  # binding writes bytes in B,G,R,A memory order
            if kind == "fill":
                setprop("fill_rule", rules[op.get("rule", "nonzero")])
                setstate("fill_style", ctx.set_fill_style, color)
                calls.append((ctx.fill_path, (path,)))
            else:
                setprop("stroke_width", float(op["width"]))
                setstate("stroke_caps", ctx.set_stroke_caps, caps[op.get("cap", "butt")])
                setprop("stroke_join", joins[op.get("join", "miter")])
                setprop("stroke_miter_limit", float(op.get("miterLimit", 4)))
                setstate("stroke_style", ctx.set_stroke_style, color)
                calls.append((ctx.stroke_path, (path,)))
        # The state is sticky across repetitions, which is harmless: within the
        # call list every state is set before the first op that needs it.
        self.calls = calls

    def _path(self, cmds):
        p = self.bl.BLPath()
        for cmd, v in _segments(cmds):
            if cmd == "M":
                p.move_to(*v)
            elif cmd == "L":
                p.line_to(*v)
            elif cmd == "Q":
                p.quadric_to(*v)
            elif cmd == "C":
                p.cubic_to(*v)
            else:
                p.close()
        return p

    def run_once(self):
        ctx = self.ctx
        calls = self.calls
        t0 = time.perf_counter_ns()
        ctx.clear_all()
        for fn, args in calls:
            fn(*args)
        ctx.flush()  # no-op for a synchronous context, kept for safety
        t1 = time.perf_counter_ns()
        return t1 - t0

    def rgba_premul(self):
        import numpy as np

        self.ctx.flush()
        a = np.array(self.image.getDataAsNumPy(), copy=True)  # memory order B,G,R,A
        h, w = self.image.height, self.image.width
        a = a.reshape(h, w, 4)
        return a[:, :, [2, 1, 0, 3]]

    def save_png(self, path):
        # Blend2D's own codec writes the pixels as they are in memory (BGRA
        # premultiplied -> PNG RGBA), which is right since we pre-swapped.
        self.ctx.flush()
        self.image.writeToFile(path)


LIBRARIES = {"skia": SkiaScene, "blend2d": Blend2DScene}


# ---------------------------------------------------------------------------
# PNG writer (for diff images; no extra dependencies)
# ---------------------------------------------------------------------------

def write_png_rgba(path, arr):
    """Write an (h, w, 4) uint8 straight-alpha RGBA array as PNG."""
    h, w, _ = arr.shape
    raw = b"".join(b"\x00" + arr[y].tobytes() for y in range(h))

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 6)))
        f.write(chunk(b"IEND", b""))


def _diff_report(scene_name, ref, other, dump_dir):
    import numpy as np

    d = np.abs(ref.astype(np.int16) - other.astype(np.int16))
    per_px = d.max(axis=2)
    n = per_px.size
    summary = ("diff %s skia-vs-blend2d: max=%d mean=%.3f px>2: %.3f%% px>16: %.3f%%" % (
        scene_name, int(d.max()), float(d.mean()),
        100.0 * float((per_px > 2).sum()) / n, 100.0 * float((per_px > 16).sum()) / n))
    # Visualise: opaque white where equal, red intensity where they differ.
    vis = np.full(per_px.shape + (4,), 255, dtype=np.uint8)
    amp = np.clip(per_px.astype(np.int32) * 4, 0, 255).astype(np.uint8)
    vis[:, :, 1] = 255 - amp
    vis[:, :, 2] = 255 - amp
    write_png_rgba(os.path.join(dump_dir, "%s.diff.png" % scene_name), vis)
    return summary


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scenes", help="scene JSON file (proof-bench emit-scenes)")
    ap.add_argument("--reps", type=int, required=True, help="timed repetitions per scene")
    ap.add_argument("--library", choices=("skia", "blend2d", "both"), default="both")
    ap.add_argument("--warmup", type=int, default=1,
                    help="untimed repetitions before timing (default 1)")
    ap.add_argument("--out", help="write the JSON here instead of stdout")
    ap.add_argument("--dump-dir", help="write each rendering as PNG into this directory")
    ap.add_argument("--scene", action="append",
                    help="only run scenes with this name (repeatable)")
    args = ap.parse_args(argv)
    if args.reps < 1:
        ap.error("--reps must be >= 1")

    with open(args.scenes) as f:
        doc = json.load(f)
    scenes = doc["scenes"]
    if args.scene:
        wanted = set(args.scene)
        scenes = [s for s in scenes if s["name"] in wanted]
        missing = wanted - {s["name"] for s in scenes}
        if missing:
            ap.error("unknown scene(s): %s" % ", ".join(sorted(missing)))
    libs = ["skia", "blend2d"] if args.library == "both" else [args.library]
    if args.dump_dir:
        os.makedirs(args.dump_dir, exist_ok=True)

    result = {lib: {} for lib in libs}
    for scene in scenes:
        name = scene["name"]
        rendered = {}
        for lib in libs:
            try:
                r = LIBRARIES[lib](scene)
            except Unsupported as e:
                print("%s: %s: %s" % (lib, name, e), file=sys.stderr)
                result[lib][name] = None
                continue
            for _ in range(args.warmup):
                r.run_once()
            samples = []
            gc_was_enabled = gc.isenabled()
            gc.disable()
            try:
                for _ in range(args.reps):
                    samples.append(r.run_once() / 1e6)
            finally:
                if gc_was_enabled:
                    gc.enable()
            result[lib][name] = samples
            if args.dump_dir:
                r.save_png(os.path.join(args.dump_dir, "%s.%s.png" % (name, lib)))
                rendered[lib] = r.rgba_premul()
            del r
        if args.dump_dir and len(rendered) == 2:
            print(_diff_report(name, rendered["skia"], rendered["blend2d"], args.dump_dir),
                  file=sys.stderr)

    text = json.dumps(result)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
    else:
        sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
