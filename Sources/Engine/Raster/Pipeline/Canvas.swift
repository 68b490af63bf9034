import Foundation

/// A drawing surface of premultiplied RGBA8 pixels (sRGB-encoded, blended as Core Graphics does by
/// default: coverage is linear, no gamma correction).
///
/// A canvas carries a graphics state (transform, clip, global alpha, blend mode) with
/// `save()`/`restore()`, and offscreen layers composited with opacity, a blend mode and a shadow.
/// It is a reference type because it owns scratch memory reused between shapes; use one canvas per
/// thread. The result is a `Bitmap` value (`bitmap`).
///
/// The state read or written by every fill and stroke is declared `@exclusivity(unchecked)`: each
/// access to a class's stored `var` otherwise took a dynamic exclusivity check, a runtime call of
/// over a hundred instructions, several per shape (2 % of a UI scene of 20,000 small shapes). None of
/// these accesses overlap another of the same property: each is one read, one assignment or one call
/// that calls nothing back, and a canvas is used by one thread at a time.
public final class Canvas {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// User space → device pixels. Starts as the identity.
    @exclusivity(unchecked) public var transform: Transform = .identity
    /// Opacity applied to everything drawn, 0...1.
    @exclusivity(unchecked) public var alpha: Double = 1
    /// How drawing combines with what is already there.
    @exclusivity(unchecked) public var blendMode: BlendMode = .normal
    /// Largest distance, in device pixels, between a curve and the polygon that replaces it.
    /// Starts as `defaultFlatteningTolerance`.
    @exclusivity(unchecked) public var flatteningTolerance: Double = Canvas.defaultFlatteningTolerance
    /// 0.01 px: curved edges within 2.3/255 of the exact coverage (README, "Measured accuracy"). It is
    /// within a factor of two of the largest tolerance that keeps the 4/255 target: at 0.02 px the
    /// worst circle is 4.3/255 off (`ScanConversionAccuracyTests`).
    public static let defaultFlatteningTolerance = 0.01

    /// Current drawing target (the canvas or the innermost layer).
    @exclusivity(unchecked) var pixels: [UInt8]
    @exclusivity(unchecked) var clip: ClipMask?
    private var stateStack: [GraphicsState] = []
    var layerStack: [LayerRecord] = []
    private var maskStack: [MaskRecord] = []
    /// Transparent canvas-sized buffers left by ended layers, reused by the next `beginLayer()`:
    /// zeroing a buffer in place costs a fraction of allocating a fresh one (which the kernel
    /// faults in page by page). Every buffer here is all zeros.
    private(set) var spareLayerBuffers: [[UInt8]] = []
    /// Where the first layer's buffer comes from and where the spare ones go when the canvas does:
    /// the process-wide pool, or one of their own for tests that check what it holds.
    var layerBufferPool = LayerBufferPool.shared
    /// A box holding every pixel written to the current target since it was made (a layer's
    /// buffer, or the canvas): outside it a layer's pixels are all zero, so ending a layer scans and
    /// clears only this box. Every writer includes what it writes (`withBlitter`, glyph masks,
    /// shadows, layers, backdrops, `clear`).
    @exclusivity(unchecked) var written = PixelBox.empty
    @exclusivity(unchecked) var rasterizer = Rasterizer()
    /// Whether solid source-over blends two pixels per step in SIMD lanes (`SolidSourceOver`) or one
    /// channel at a time. Both give the same bytes; tests draw every golden both ways to show it.
    @exclusivity(unchecked) var blendsInPairs = Canvas.blendsPairs

    /// The graphics state saved by `save()`.
    struct GraphicsState {
        var transform: Transform
        var alpha: Double
        var blendMode: BlendMode
        var clip: ClipMask?
        var tolerance: Double
    }

    /// A layer being drawn: the target it will be composited onto, and how.
    struct LayerRecord {
        var parentPixels: [UInt8]
        var opacity: Double
        var blendMode: BlendMode
        var shadow: Shadow?
        var state: GraphicsState
        /// The parent's `written` box, to restore when the layer ends.
        var parentWritten: PixelBox
    }

    /// A mask being drawn: the layer pixels it will multiply, and the state to restore.
    private struct MaskRecord {
        var layerPixels: [UInt8]
        var state: GraphicsState
        /// The number of open layers when the mask began (the masked layer is the last of them).
        var depth: Int
        /// The layer's `written` box, to restore when the mask ends.
        var layerWritten: PixelBox
    }

    /// Creates a transparent canvas; throws when a side is not in 1...`Bitmap.maxDimension`.
    public init(width: Int, height: Int) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Creates a canvas that draws over a copy of `bitmap`.
    public init(bitmap: Bitmap) {
        self.width = bitmap.width
        self.height = bitmap.height
        self.pixels = bitmap.pixels
        written = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    }

    deinit {
        // Zeroed buffers of ended layers go on to the next canvases' layers.
        layerBufferPool.give(spareLayerBuffers)
    }

    /// The pixels drawn so far (layers still open are not included).
    public var bitmap: Bitmap {
        let p = layerStack.first?.parentPixels ?? pixels
        // Size was validated at init.
        return try! Bitmap(width: width, height: height, premultipliedRGBA: p)
    }

    // MARK: - State

    /// Pushes the graphics state (transform, alpha, blend mode, clip, tolerance).
    public func save() {
        stateStack.append(currentState)
    }

    /// Pops the graphics state pushed by the matching `save()`.
    public func restore() throws(RasterError) {
        guard let s = stateStack.popLast() else {
            throw .unbalancedStateStack("restore() without a matching save()")
        }
        apply(s)
    }

    private var currentState: GraphicsState {
        GraphicsState(
            transform: transform, alpha: alpha, blendMode: blendMode, clip: clip, tolerance: flatteningTolerance)
    }

    private func apply(_ s: GraphicsState) {
        transform = s.transform
        alpha = s.alpha
        blendMode = s.blendMode
        clip = s.clip
        flatteningTolerance = s.tolerance
    }

    /// Fills every pixel with `color`, ignoring clip, alpha and blend mode.
    public func clear(_ color: Color = .clear) {
        written.include(x0: 0, y0: 0, x1: width, y1: height)
        let word = Self.pixelWord(color.premultiplied8)
        pixels.withUnsafeMutableBytes { raw in
            MemoryFill.words(raw.bindMemory(to: UInt32.self).baseAddress!, word, count: raw.count / 4)
        }
    }

    /// Intersects the clip with the inside of `path` (anti-aliased).
    public func clip(to path: Path, rule: FillRule = .nonZero) throws(RasterError) {
        try checkFinite(path)
        let bounds = clip?.bounds ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        var mask = ClipMask(width: width, height: height)
        rasterizer.reset(clipX0: bounds.x0, clipY0: bounds.y0, clipX1: bounds.x1, clipY1: bounds.y1)
        addFill(path)
        var box = PixelBox.empty
        let old = clip
        let w = width
        mask.coverage.withUnsafeMutableBufferPointer { m in
            rasterizer.rasterize(rule: rule) { span in
                box.include(x0: span.x, y0: span.y, x1: span.x + span.count, y1: span.y + 1)
                let row = span.y * w + span.x
                if let old {
                    for i in 0..<span.count { m[row + i] = UInt8(div255(Int(span[i]) * Int(old.coverage[row + i]))) }
                } else {
                    for i in 0..<span.count { m[row + i] = span[i] }
                }
            }
        }
        mask.bounds = box
        clip = mask
    }

    // MARK: - Layers

    /// Starts an offscreen layer: drawing goes to a transparent surface until `endLayer()`, which
    /// composites it with `opacity`, `blendMode` and an optional `shadow` of its alpha.
    /// The graphics state is saved with the layer and restored by `endLayer()`.
    public func beginLayer(opacity: Double = 1, blendMode: BlendMode = .normal, shadow: Shadow? = nil) {
        layerStack.append(
            LayerRecord(
                parentPixels: pixels, opacity: opacity, blendMode: blendMode, shadow: shadow, state: currentState,
                parentWritten: written))
        pixels = takeLayerBuffer()
        written = .empty
        self.blendMode = .normal
        self.alpha = 1
    }

    /// A transparent canvas-sized buffer for a layer or a mask: a spare one, one from the pool, or a
    /// fresh one.
    private func takeLayerBuffer() -> [UInt8] {
        let count = width * height * 4
        return spareLayerBuffers.popLast() ?? layerBufferPool.take(count: count) ?? [UInt8](repeating: 0, count: count)
    }

    /// Clears the rows of `box` in `buffer` (everything else is already zero) and keeps it for the
    /// next layer.
    private func recycleLayerBuffer(_ buffer: inout [UInt8], written box: PixelBox?) {
        if let box {
            let rowBytes = width * 4
            buffer.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                _ = memset(base + box.y0 * rowBytes, 0, (box.y1 - box.y0) * rowBytes)
            }
        }
        spareLayerBuffers.append(buffer)
    }

    /// Composites the innermost layer onto what is below it.
    public func endLayer() throws(RasterError) {
        guard maskStack.last.map({ layerStack.count > $0.depth }) ?? true, var layer = layerStack.popLast() else {
            throw .unbalancedStateStack("endLayer() without a matching beginLayer() (or with its mask still open)")
        }
        // Each buffer moves to its one owner: the parent's, still referenced by the record, was
        // copied whole (copy on write) by the first composite into it, a full canvas per layer.
        var content: [UInt8] = []
        swap(&content, &pixels)
        swap(&pixels, &layer.parentPixels)
        let contentWritten = written.clamped(width: width, height: height)
        written = layer.parentWritten
        apply(layer.state)
        defer { recycleLayerBuffer(&content, written: contentWritten) }
        // Only the box of what the layer drew matters: the shadow blurs that box (with a margin for
        // the blur to spread) instead of the whole canvas, and compositing visits only that box.
        guard let contentWritten,
            let drawn = Self.alphaBounds(content, width: width, height: height, within: contentWritten)
        else { return }
        if let shadow = layer.shadow {
            try checkFinite(shadow)
            let sigma = Swift.min(Shadow.maxSigma, shadow.radius / 2 * transform.maxScale)
            let offset = transform.applyToVector(shadow.offset)
            // Values outside a blurred mask count as zero, so a crop with a margin wider than the
            // blur's reach gives the same pixels as blurring the whole canvas.
            let margin = Int((3 * Swift.max(0, sigma)).rounded(.up)) + 2
            let x0 = drawn.x0 - margin
            let y0 = drawn.y0 - margin
            let mw = drawn.x1 - drawn.x0 + 2 * margin
            let mh = drawn.y1 - drawn.y0 + 2 * margin
            var mask = [UInt8](repeating: 0, count: mw * mh)
            for y in drawn.y0..<drawn.y1 {
                for x in drawn.x0..<drawn.x1 { mask[(y - y0) * mw + (x - x0)] = content[(y * width + x) * 4 + 3] }
            }
            compositeMask(
                mask, maskWidth: mw, maskHeight: mh, originX: x0, originY: y0, sigma: sigma, offset: offset,
                color: shadow.color, opacity: layer.opacity,
                under: shadow.drawsContent
                    && Self.coversOpaquePixels(opacity: layer.opacity, alpha: alpha, blendMode: layer.blendMode)
                    ? content : nil)
            if !shadow.drawsContent { return }
        }
        compositeLayer(content, in: drawn, opacity: layer.opacity, blendMode: layer.blendMode)
    }

    // MARK: - Masks

    /// Starts drawing the alpha mask of the innermost layer: until `endMask()`, drawing goes to a
    /// separate transparent surface (with the current transform and clip, normal blending, full
    /// alpha) whose alpha then multiplies every pixel of the layer. Throws outside a layer.
    public func beginMask() throws(RasterError) {
        guard layerStack.count > maskStack.count else {
            throw .unbalancedStateStack("beginMask() outside a layer (call beginLayer() first)")
        }
        maskStack.append(
            MaskRecord(layerPixels: pixels, state: currentState, depth: layerStack.count, layerWritten: written))
        pixels = takeLayerBuffer()
        written = .empty
        blendMode = .normal
        alpha = 1
    }

    /// Ends the mask: the layer's pixels are multiplied by the mask's alpha (premultiplied
    /// channels, so colour and coverage scale together); where nothing was drawn the layer is
    /// cleared.
    public func endMask() throws(RasterError) {
        guard let depth = maskStack.last?.depth, depth == layerStack.count else {
            throw .unbalancedStateStack("endMask() without a matching beginMask() (or with a layer still open in it)")
        }
        var record = maskStack.removeLast()
        // Moved, not shared with the record: multiplying the layer would otherwise copy it whole.
        var mask: [UInt8] = []
        swap(&mask, &pixels)
        swap(&pixels, &record.layerPixels)
        let maskWritten = written.clamped(width: width, height: height)
        written = record.layerWritten
        apply(record.state)
        // The mask's buffer goes back to the spares, cleared where the mask drew.
        defer { recycleLayerBuffer(&mask, written: maskWritten) }
        // Outside the box the layer drew in, its pixels are transparent already: multiplying
        // them changes nothing, so only that box is visited, not the whole canvas.
        guard let box = written.clamped(width: width, height: height) else { return }
        pixels.withUnsafeMutableBufferPointer { p in
            mask.withUnsafeBufferPointer { m in
                for y in box.y0..<box.y1 {
                    for i in (y * width + box.x0)..<(y * width + box.x1) {
                        let a = Int(m[i * 4 + 3])
                        if a == 255 { continue }
                        let o = i * 4
                        if a == 0 {
                            p[o] = 0
                            p[o + 1] = 0
                            p[o + 2] = 0
                            p[o + 3] = 0
                        } else {
                            for c in 0..<4 { p[o + c] = UInt8(div255(Int(p[o + c]) * a)) }
                        }
                    }
                }
            }
        }
    }

    /// The smallest box holding every pixel with non-zero alpha; nil when there is none.
    static func alphaBounds(_ rgba: [UInt8], width: Int, height: Int, within limit: PixelBox? = nil) -> PixelBox? {
        let limit = limit ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        var box = PixelBox.empty
        rgba.withUnsafeBufferPointer { p in
            for y in limit.y0..<limit.y1 {
                let row = p.baseAddress! + y * width * 4
                var first = -1
                var last = -1
                for x in limit.x0..<limit.x1 where row[x * 4 + 3] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                if first >= 0 { box.include(x0: first, y0: y, x1: last + 1, y1: y + 1) }
            }
        }
        return box.x1 > box.x0 ? box : nil
    }

    // MARK: - Drawing

    /// Fills the inside of `path` (by `rule`) with `paint`.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) throws(RasterError) {
        try checkFinite(path)
        let shader = try Shader(paint: paint, transform: transform)
        guard beginShape() else { return }
        addFill(path)
        composite(rule: rule, shader: shader)
    }

    /// Fills `path` with a solid colour.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) throws(RasterError) {
        try fill(path, with: .solid(color), rule: rule)
    }

    /// Strokes `path` with `paint`; the stroke is converted to a fill (caps, joins, dashes included).
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) throws(RasterError) {
        try checkFinite(path)
        guard style.lineWidth.isFinite, style.miterLimit.isFinite || style.miterLimit == .infinity,
            style.dashPhase.isFinite, style.dash.allSatisfy(\.isFinite)
        else { throw .nonFiniteGeometry("stroke style \(style)") }
        let shader = try Shader(paint: paint, transform: transform)
        guard beginShape() else { return }
        addStroke(path, style: style)
        composite(rule: .nonZero, shader: shader)
    }

    /// Strokes `path` with a solid colour.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) throws(RasterError) {
        try stroke(path, with: .solid(color), style: style)
    }

    /// Draws the shadow of `path`'s fill: its coverage blurred (σ = radius / 2), offset and tinted.
    ///
    /// Throws `RasterError.nonFiniteGeometry` for NaN or infinite input, and
    /// `RasterError.coordinatesOutOfRange` when the part of the shape whose shadow reaches the canvas
    /// lies beyond ±4,194,304 px of the origin (only an offset as large can bring it back).
    public func drawShadow(of path: Path, rule: FillRule = .nonZero, shadow: Shadow) throws(RasterError) {
        try checkFinite(path)
        try checkFinite(shadow)
        let sigma = Swift.min(Shadow.maxSigma, shadow.radius / 2 * transform.maxScale)
        let offset = transform.applyToVector(shadow.offset)
        // Rasterize the shape into a mask large enough for the blur to spread.
        let margin = Int((3 * Swift.max(0, sigma)).rounded(.up)) + 2
        let dev = path.applying(transform).bounds
        guard dev.width.isFinite, dev.height.isFinite else { return }
        // The mask covers the part of the shape whose shadow, once offset, can land on the canvas.
        func clampInt(_ v: Double) -> Int { Int(Swift.max(-1e9, Swift.min(1e9, v))) }
        let box = PixelBox(
            x0: clampInt(Swift.max(dev.minX.rounded(.down), (-offset.x).rounded(.down))) - margin,
            y0: clampInt(Swift.max(dev.minY.rounded(.down), (-offset.y).rounded(.down))) - margin,
            x1: clampInt(Swift.min(dev.maxX.rounded(.up), (Double(width) - offset.x).rounded(.up))) + margin,
            y1: clampInt(Swift.min(dev.maxY.rounded(.up), (Double(height) - offset.y).rounded(.up))) + margin)
        let mw = box.x1 - box.x0
        let mh = box.y1 - box.y0
        guard mw > 0, mh > 0 else { return }
        // A shape millions of pixels away whose shadow an offset as large brings back: beyond the scan
        // converter's reach (its snapped coordinates would wrap), so refused rather than drawn wrong.
        let reach = Rasterizer.maxClipCoordinate
        guard box.x0 >= -reach, box.y0 >= -reach, box.x1 <= reach, box.y1 <= reach else {
            throw .coordinatesOutOfRange(
                "shadow of a shape at (\(box.x0), \(box.y0)) px offset by \(offset) (the shape's part that casts "
                    + "onto the canvas must lie within ±\(reach) px of the origin)")
        }
        var mask = [UInt8](repeating: 0, count: mw * mh)
        rasterizer.reset(clipX0: box.x0, clipY0: box.y0, clipX1: box.x1, clipY1: box.y1)
        addFill(path)
        mask.withUnsafeMutableBufferPointer { m in
            rasterizer.rasterize(rule: rule) { span in
                let row = (span.y - box.y0) * mw + (span.x - box.x0)
                for i in 0..<span.count { m[row + i] = span[i] }
            }
        }
        compositeMask(
            mask, maskWidth: mw, maskHeight: mh, originX: box.x0, originY: box.y0, sigma: sigma, offset: offset,
            color: shadow.color, opacity: 1)
    }

    /// Draws `image` with `imageTransform` mapping image pixels to user space (bilinear sampling).
    /// With a `tint`, the image is a template: only its alpha is used, filled with the tint colour.
    public func drawImage(_ image: Bitmap, transform imageTransform: Transform = .identity, tint: Color? = nil)
        throws(RasterError)
    {
        let full = imageTransform.concatenating(transform)
        guard let inverse = full.inverted,
            [full.a, full.b, full.c, full.d, full.tx, full.ty].allSatisfy(\.isFinite)
        else {
            // A singular but finite transform leaves nothing visible.
            if [full.a, full.b, full.c, full.d, full.tx, full.ty].allSatisfy(\.isFinite) { return }
            throw .nonFiniteGeometry("image transform \(imageTransform)")
        }
        if let tint, !tint.isFinite { throw .nonFiniteGeometry("image tint \(tint)") }
        let shader = Shader.image(ImageSampler(image: image, inverse: inverse, tint: tint))
        guard beginShape() else { return }
        // The image's outline is its rectangle mapped through the transform: one convex polygon.
        let w = Double(image.width)
        let h = Double(image.height)
        rasterizer.addPolygon(
            [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map { full.apply($0) })
        rasterizer.isSimple = true
        composite(rule: .nonZero, shader: shader)
    }

    /// Draws `image` scaled into `rect` of user space.
    public func drawImage(_ image: Bitmap, in rect: Rect, tint: Color? = nil) throws(RasterError) {
        let t = Transform(
            a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height), tx: rect.minX,
            ty: rect.minY)
        try drawImage(image, transform: t, tint: tint)
    }

    // MARK: - Internals

    func checkFinite(_ path: Path) throws(RasterError) {
        guard path.isFinite else { throw .nonFiniteGeometry("path") }
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else {
            throw .nonFiniteGeometry("canvas transform \(transform)")
        }
        guard alpha.isFinite, flatteningTolerance.isFinite, flatteningTolerance > 0 else {
            throw .nonFiniteGeometry("canvas alpha or flattening tolerance")
        }
    }

    private func checkFinite(_ s: Shadow) throws(RasterError) {
        guard s.radius.isFinite, s.offset.isFinite, s.color.isFinite else { throw .nonFiniteGeometry("shadow \(s)") }
    }

    /// Resets the rasterizer to the clip bounds; false when nothing can be drawn.
    private func beginShape() -> Bool {
        let b = clip?.bounds ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        guard b.x1 > b.x0, b.y1 > b.y0, alpha > 0 else { return false }
        rasterizer.reset(clipX0: b.x0, clipY0: b.y0, clipX1: b.x1, clipY1: b.y1)
        return true
    }

    /// Adds the subpaths of `path` (implicitly closed) to the rasterizer.
    private func addFill(_ path: Path) {
        var flattener = Flattener(tolerance: flatteningTolerance)
        flattener.cullBox = rasterizer.clipRect.insetBy(dx: -1, dy: -1)
        var polygons = 0
        var convex = true
        flattener.flatten(path, transform: transform) {
            polygons += 1
            if polygons == 1 { convex = ConvexityCheck.isConvex($0.points) }
            rasterizer.addPolygon($0.points)
        }
        // One convex polygon has windings 0 and ±1 only.
        rasterizer.isSimple = polygons == 1 && convex
    }

    /// Adds the polygons covering the stroke of `path`.
    private func addStroke(_ path: Path, style: StrokeStyle) {
        let scale = Swift.max(transform.maxScale, 1e-12)
        let tol = flatteningTolerance / scale
        let stroker = Stroker(style: style, tolerance: tol, pixelSize: 1 / scale)
        var flattener = Flattener(tolerance: tol)
        let dasher = Dasher(pattern: style.dash, phase: style.dashPhase)
        if dasher == nil, let inverse = transform.inverted {
            // Off-canvas curves can be cut short (not when dashing: that would move the dashes).
            let margin =
                abs(style.lineWidth) / 2 * Swift.max(1, style.lineJoin == .miter ? style.miterLimit : 1) * scale + 2
            let device = rasterizer.clipRect.insetBy(dx: -margin, dy: -margin)
            // The box of the device rectangle's corners in user space (without arrays: this runs for
            // every stroke, and UI scenes stroke thousands of small shapes).
            let c0 = inverse.apply(Point(x: device.minX, y: device.minY))
            let c1 = inverse.apply(Point(x: device.maxX, y: device.minY))
            let c2 = inverse.apply(Point(x: device.minX, y: device.maxY))
            let c3 = inverse.apply(Point(x: device.maxX, y: device.maxY))
            let x0 = Swift.min(c0.x, c1.x, c2.x, c3.x)
            let x1 = Swift.max(c0.x, c1.x, c2.x, c3.x)
            let y0 = Swift.min(c0.y, c1.y, c2.y, c3.y)
            let y1 = Swift.max(c0.y, c1.y, c2.y, c3.y)
            if x0.isFinite && x1.isFinite && y0.isFinite && y1.isFinite {
                flattener.cullBox = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
        }
        let t = transform
        let sink: ([Point]) -> Void = { poly in
            poly.withUnsafeBufferPointer { self.rasterizer.addPolygon($0, transform: t) }
        }
        var subpaths: [Flattener.Subpath] = []
        flattener.flatten(path, transform: .identity) { subpaths.append($0) }
        var budget = Dasher.maxDashes
        var simpleOutlines = 0
        for sub in subpaths {
            if let dasher, let dashes = dasher.dashes(of: sub.points, closed: sub.closed, budget: &budget) {
                for d in dashes { stroker.stroke(d.points, closed: d.closed, hint: d.direction, sink: sink) }
                simpleOutlines += 2
            } else {
                let simple = stroker.stroke(
                    sub.points, closed: sub.closed, hint: sub.startTangent, startTangent: sub.startTangent,
                    endTangent: sub.endTangent, sink: sink)
                simpleOutlines += simple ? 1 : 2
            }
        }
        // One subpath whose outline cannot overlap itself needs no exactness checks.
        rasterizer.isSimple = simpleOutlines == 1
    }

    /// Scan-converts the rasterizer's edges and composites `shader` through the coverage and clip.
    private func composite(rule: FillRule, shader: Shader) {
        if let c = solidSinkColour(shader) {
            // The commonest fill goes to its sink directly, without `withBlitter`'s closures.
            let pairs = blendsInPairs
            let w = width
            let box = pixels.withUnsafeMutableBufferPointer { dst in
                var sink = SolidSpanSink(colour: c, into: dst.baseAddress!, width: w, pairs: pairs)
                rasterizer.rasterize(rule: rule, into: &sink)
                return sink.box
            }
            written.include(box)
            return
        }
        withBlitter(shader: shader) { blit in rasterizer.rasterize(rule: rule, blit: blit) }
    }
}
