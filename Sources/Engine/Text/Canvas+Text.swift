import Raster

extension Canvas {
    /// Draws `layout` with its top-left at `origin` (user space), glyphs and decorations in each run's
    /// colour or else `paint`.
    ///
    /// With a translate + uniform-scale transform (every UI render), glyphs come from `glyphCache`
    /// as masks placed within 1/8 device px of their exact position; any other transform fills the
    /// glyph outlines directly. Both go through Raster's scan converter.
    public func draw(
        _ layout: TextLayout, at origin: Point, paint: Paint = .solid(.black), glyphCache: GlyphCache = .shared
    ) throws(TextRenderingError) {
        let t = transform
        let cached = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
        let steps = Double(GlyphCache.subpixelSteps)
        let limit = 1e7
        for line in layout.lines {
            for run in line.runs {
                let runPaint = run.attributes.color.map { Paint.solid($0) } ?? paint
                let unitsPerEm = Double(run.face.metrics.unitsPerEm)
                if cached {
                    let size64 = Int((run.size * t.a * 64).rounded())
                    guard size64 > 0, size64 < 64 * 8192 else { continue }
                    var placed: [PlacedMask] = []
                    placed.reserveCapacity(run.glyphs.count)
                    for (g, glyph) in run.glyphs.enumerated() {
                        let p = run.positions[g]
                        let dx = (t.a * (origin.x + p.x) + t.tx) * steps
                        let dy = (t.a * (origin.y + p.y) + t.ty) * steps
                        guard dx.isFinite, dy.isFinite, abs(dx) < limit, abs(dy) < limit else { continue }
                        let qx = Int(dx.rounded())
                        let qy = Int(dy.rounded())
                        let s = GlyphCache.subpixelSteps
                        let ix = qx >= 0 ? qx / s : -((-qx + s - 1) / s)
                        let iy = qy >= 0 ? qy / s : -((-qy + s - 1) / s)
                        let mask: CoverageMask
                        do {
                            mask = try glyphCache.mask(
                                face: run.face, glyph: glyph, size64: size64, subX: qx - ix * s, subY: qy - iy * s)
                        } catch {
                            throw .font(error)
                        }
                        if mask.width > 0 { placed.append(PlacedMask(mask, dx: ix, dy: iy)) }
                    }
                    do { try fill(placed, with: runPaint) } catch { throw .raster(error) }
                } else {
                    let k = run.size / unitsPerEm
                    for (g, glyph) in run.glyphs.enumerated() {
                        let p = run.positions[g]
                        let outline: GlyphOutline
                        do { outline = try GlyphPaths.outline(face: run.face, glyph: glyph) } catch {
                            throw .font(error)
                        }
                        let placed = outline.path.applying(
                            Transform(a: k, b: 0, c: 0, d: -k, tx: origin.x + p.x, ty: origin.y + p.y))
                        do { try fill(placed, with: runPaint, rule: outline.rule) } catch { throw .raster(error) }
                    }
                }
                try drawDecorations(of: run, at: origin, paint: runPaint)
            }
        }
    }

    /// Underline and strikethrough of a run, as filled rectangles from the font's metrics.
    private func drawDecorations(of run: GlyphRun, at origin: Point, paint: Paint) throws(TextRenderingError) {
        guard run.attributes.underline || run.attributes.strikethrough, run.maxX > run.minX else { return }
        let m = run.face.metrics.scaled(to: run.size)
        let x = origin.x + run.minX
        let w = run.maxX - run.minX
        let baseline = origin.y + run.baseline
        do {
            if run.attributes.underline {
                let t = m.underlineThickness
                let rect = Rect(x: x, y: baseline - m.underlinePosition - t / 2, width: w, height: t)
                try fill(Path.rect(rect), with: run.attributes.underlineColor.map { .solid($0) } ?? paint)
            }
            if run.attributes.strikethrough {
                let t = m.strikeoutThickness
                let rect = Rect(x: x, y: baseline - m.strikeoutPosition - t, width: w, height: t)
                try fill(Path.rect(rect), with: run.attributes.strikethroughColor.map { .solid($0) } ?? paint)
            }
        } catch {
            throw .raster(error)
        }
    }
}
