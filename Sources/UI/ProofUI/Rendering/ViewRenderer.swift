import Raster

/// Resolves, lays out and draws views.
///
/// A view is resolved and laid out on the main actor, as SwiftUI evaluates `body` there (so a
/// team's `@MainActor` view models work unchanged); the display list that comes out is a
/// `Sendable` value that `render(_:scale:)` draws on any thread, many at once.
public enum ViewRenderer {
    /// Largest side of a render, in points.
    public static let maxSide: CGFloat = 16384
    /// The most glyphs one render draws (about 400 screens of dense text). Each text is also held to
    /// `Typesetter.maxLength` characters; this bounds a view of many texts, which is refused with
    /// `RenderError.tooManyGlyphs` once laid out, before anything is drawn.
    public static let maxGlyphs = 1_000_000

    /// Lays `view` out for `configuration` and returns its display list.
    @MainActor public static func displayList<V: View>(
        _ view: V, configuration: RenderConfiguration = RenderConfiguration()
    )
        throws(RenderError) -> DisplayList
    {
        // Bodies that call `String(localized:)` read the render's locale.
        let result = RenderLocale.$current.withValue(configuration.environment.locale) {
            Result { () throws(RenderError) in try layOut(view, configuration: configuration) }
        }
        return try result.get()
    }

    /// `displayList(_:configuration:)` inside the render's task-local values.
    @MainActor private static func layOut<V: View>(_ view: V, configuration: RenderConfiguration) throws(RenderError)
        -> DisplayList
    {
        guard configuration.scale.isFinite, configuration.scale >= 1, configuration.scale <= 8 else {
            throw .invalidSize("scale \(configuration.scale) must be between 1 and 8")
        }
        let diagnostics = RenderDiagnostics()
        var env = configuration.environment
        env.diagnostics = diagnostics
        env.containerSize = configuration.containerSize
        let insets = configuration.safeAreaInsets
        let hasSafeArea = insets.top != 0 || insets.leading != 0 || insets.bottom != 0 || insets.trailing != 0
        let proposal: ProposedViewSize
        switch configuration.size {
        case .intrinsic: proposal = .unspecified
        case .width(let w):
            guard w.isFinite, w >= 0, w <= maxSide else {
                throw .invalidSize("width \(w) must be between 0 and \(Int(maxSide)) points")
            }
            proposal = ProposedViewSize(width: w, height: nil)
        case .fixed(let w, let h):
            guard w.isFinite, h.isFinite, w >= 0, h >= 0, w <= maxSide, h <= maxSide else {
                throw .invalidSize("size \(w)×\(h) must be between 0 and \(Int(maxSide)) points on each side")
            }
            proposal = ProposedViewSize(width: w, height: h)
            if hasSafeArea {
                guard
                    [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }),
                    insets.leading + insets.trailing <= w, insets.top + insets.bottom <= h
                else {
                    throw .invalidSize("safe-area insets \(insets) must be finite, not negative, and fit in \(w)×\(h)")
                }
                let safe = CGRect(
                    x: insets.leading, y: insets.top, width: w - insets.leading - insets.trailing,
                    height: h - insets.top - insets.bottom)
                env.safeAreaGeometry = SafeAreaGeometry(safeRect: safe, insets: insets)
            }
        }
        // Preference values found only once laid out (inside a `GeometryReader`) reach their
        // `onPreferenceChange` in another pass, resolved afresh, until they settle.
        let resolution = PreferenceResolution()
        var (root, size) = PreferenceResolution.$current.withValue(resolution) {
            layOut(view, env, proposal: proposal, configuration: configuration)
        }
        for _ in 0..<PreferenceResolution.maxExtraPasses {
            let late = root.latePreferenceValues()
            guard !late.isEmpty else { break }
            resolution.lateValues.merge(late) { $1 }
            resolution.counter = 0
            (root, size) = PreferenceResolution.$current.withValue(resolution) {
                layOut(view, env, proposal: proposal, configuration: configuration)
            }
        }
        guard size.width <= maxSide, size.height <= maxSide else {
            throw .invalidSize(
                "the view wants \(Int(size.width))×\(Int(size.height)) points; the limit is \(Int(maxSide)) per side")
        }
        var builder = DisplayListBuilder()
        if let background = configuration.background {
            builder.append(
                .fill(
                    path: .rect(CGRect(origin: .zero, size: size).raster),
                    paint: background._resolvePaint(in: env, bounds: .zero), evenOdd: false))
        }
        root.draw(&builder)
        if let first = diagnostics.errors.first { throw first }
        var glyphs = 0
        for case .text(let layout, _, _, _) in builder.items {
            for line in layout.lines { for run in line.runs { glyphs += run.glyphs.count } }
        }
        guard glyphs <= maxGlyphs else { throw .tooManyGlyphs(count: glyphs, limit: maxGlyphs) }
        return DisplayList(items: builder.items, size: size, fontsUsed: builder.fonts.sorted())
    }

    /// Resolves `view`, sizes it for `proposal` and places it in the canvas; returns the root and
    /// the canvas size (not yet checked against `maxSide`).
    @MainActor private static func layOut<V: View>(
        _ view: V, _ env: EnvironmentValues, proposal: ProposedViewSize, configuration: RenderConfiguration
    ) -> (LayoutNode, CGSize) {
        let root = ViewResolver.node(view, env)
        // With a safe area the root is offered the rectangle inside it, and centred there.
        let safeRect = env.safeAreaGeometry?.safeRect
        let chosen = root.size(for: safeRect.map { ProposedViewSize($0.size) } ?? proposal)
        var size = chosen
        if case .fixed(let w, let h) = configuration.size { size = CGSize(width: w, height: h) }
        if case .width(let w) = configuration.size { size.width = w }
        guard size.width <= maxSide, size.height <= maxSide else { return (root, size) }
        let s = configuration.scale
        size = CGSize(width: (size.width * s).rounded(.up) / s, height: (size.height * s).rounded(.up) / s)
        // The root keeps the size it chose and is centred in the canvas, as a hosting view centres
        // its root view.
        let area = safeRect ?? CGRect(origin: .zero, size: size)
        root.place(
            in: CGRect(
                x: area.minX + (area.width - chosen.width) / 2, y: area.minY + (area.height - chosen.height) / 2,
                width: chosen.width, height: chosen.height))
        return (root, size)
    }

    /// Renders `view` to pixels.
    @MainActor public static func render<V: View>(_ view: V, configuration: RenderConfiguration = RenderConfiguration())
        throws(RenderError) -> RenderedImage
    {
        let list = try displayList(view, configuration: configuration)
        return try render(list, scale: configuration.scale)
    }

    /// Plays a display list onto a new canvas.
    public static func render(_ list: DisplayList, scale: CGFloat) throws(RenderError) -> RenderedImage {
        let w = Int((list.size.width * scale).rounded(.up))
        let h = Int((list.size.height * scale).rounded(.up))
        let canvas: Canvas
        do { canvas = try Canvas(width: max(1, w), height: max(1, h)) } catch { throw .raster(error) }
        canvas.transform = Transform(a: Double(scale), b: 0, c: 0, d: Double(scale), tx: 0, ty: 0)
        for item in list.items {
            if case .text(let layout, let origin, let paint, let string) = item {
                do {
                    try canvas.draw(layout, at: Point(x: Double(origin.x), y: Double(origin.y)), paint: paint.paint)
                } catch {
                    throw .text(string, error)
                }
            } else {
                do { try play(item, on: canvas) } catch { throw .raster(error) }
            }
        }
        return RenderedImage(bitmap: canvas.bitmap, displayList: list, scale: scale)
    }

    /// Plays one display item other than text onto `canvas`.
    private static func play(_ item: DisplayItem, on canvas: Canvas) throws(RasterError) {
        switch item {
        case .fill(let path, let paint, let eo):
            try canvas.fill(path, with: paint.paint, rule: eo ? .evenOdd : .nonZero)
        case .backdropBlur(let path, let radius, let eo):
            try canvas.drawBackdropBlur(under: path, rule: eo ? .evenOdd : .nonZero, radius: Double(radius))
        case .stroke(let path, let paint, let style): try canvas.stroke(path, with: paint.paint, style: style)
        case .text: break  // drawn by `render(_:scale:)`, which knows the text's error case
        case .image(let bitmap, let rect, let tint, _):
            var tintColor: Raster.Color?
            if let tint, case .solid(let c) = tint.paint { tintColor = c }
            try canvas.drawImage(bitmap, in: rect.raster, tint: tintColor)
        case .pushClip(let path):
            canvas.save()
            try canvas.clip(to: path)
        case .popClip: try canvas.restore()
        case .beginLayer(let opacity, let mode, let shadow):
            let s = shadow.map {
                Shadow(
                    color: $0.color.raster, radius: Double($0.radius),
                    offset: Point(x: Double($0.x), y: Double($0.y)), drawsContent: $0.drawsContent)
            }
            canvas.beginLayer(opacity: opacity, blendMode: mode.raster, shadow: s)
        case .endLayer: try canvas.endLayer()
        case .beginMask: try canvas.beginMask()
        case .endMask: try canvas.endMask()
        case .pushTransform(let t):
            canvas.save()
            canvas.transform = t.raster.concatenating(canvas.transform)
        case .popTransform: try canvas.restore()
        case .accessibility: break
        }
    }
}
