"""Times skia-python drawing the benchmark's 46-glyph line at 17 px with the same font file.

Usage: bench_text_reference.py <font-file> <reps>; prints skia_ms=<median> (draw only, glyph cache warm).
"""
import sys
import time

import skia

font_path, reps = sys.argv[1], int(sys.argv[2])
text = "The quick brown fox jumps over the lazy dog 123"
typeface = skia.Typeface.MakeFromFile(font_path)
font = skia.Font(typeface, 17)
font.setHinting(skia.FontHinting.kNone)
font.setSubpixel(True)
font.setEdging(skia.Font.Edging.kAntiAlias)
blob = skia.TextBlob.MakeFromString(text, font)
surface = skia.Surface(420, 30)
paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)


def draw():
    with surface as canvas:
        canvas.clear(skia.ColorWHITE)
        canvas.drawTextBlob(blob, 4, 21, paint)
    surface.flushAndSubmit()


draw()
samples = []
for _ in range(reps):
    t0 = time.perf_counter_ns()
    draw()
    samples.append((time.perf_counter_ns() - t0) / 1e6)
samples.sort()
print("skia_ms=%.4f" % samples[len(samples) // 2])
