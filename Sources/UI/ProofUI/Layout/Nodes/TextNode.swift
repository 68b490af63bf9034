/// Lays out and draws a `Text`.
final class TextNode: LayoutNode {
    let text: Text
    let attributed: AttributedText
    init(text: Text, environment: EnvironmentValues) {
        // Translated first, then cased: `.textCase` applies to what is shown, as on iOS.
        let text = text.localized(in: environment).applyingCase(environment.textCase, locale: environment.locale)
        self.text = text
        attributed = text.attributed(in: environment)
        super.init(environment: environment)
    }
    override var debugName: String { "Text" }

    private func options(width: CGFloat?) -> TextLayoutOptions {
        let t = environment.text
        var o = TextLayoutOptions()
        if let width, width.isFinite { o.maxWidth = Double(max(0, width)) }
        o.lineLimit = t.lineLimit.map { max(1, $0) }
        o.truncation = t.truncation
        o.alignment = t.alignment
        o.direction = environment.layoutDirection
        o.lineHeight = t.lineHeight.map(Double.init)
        o.lineSpacing = Double(t.lineSpacing)
        return o
    }

    /// Layouts this node asked for, by width: stacks ask one text for sizes and baselines many
    /// times, and each visit to the shared cache would hash the whole attributed text again.
    private var layouts: [CGFloat?: TextLayout?] = [:]

    func layout(width: CGFloat?) -> TextLayout? {
        if let known = layouts[width] { return known }
        var result: TextLayout?
        do {
            result = try fitting(width: width)
        } catch {
            environment.diagnostics?.report(.text(text.plainText, .font(error)))
        }
        layouts[width] = .some(result)
        return result
    }

    /// The layout at `width`, shrunk by `.minimumScaleFactor` when it would be truncated or wider
    /// than `width`: the largest scale that fits, by bisection to 1/1024 (at the factor when none
    /// does).
    private func fitting(width: CGFloat?) throws(FontError) -> TextLayout {
        let full = try layout(scale: 1, width: width)
        let factor = Double(environment.text.minimumScaleFactor)
        guard factor < 1, let width, width.isFinite else { return full }
        func fits(_ l: TextLayout) -> Bool { !l.isTruncated && l.size.width <= Double(width) + 1e-9 }
        if fits(full) { return full }
        var best = try layout(scale: factor, width: width)
        guard fits(best) else { return best }
        var low = factor
        var high = 1.0
        for _ in 0..<10 {
            let mid = (low + high) / 2
            let candidate = try layout(scale: mid, width: width)
            if fits(candidate) {
                low = mid
                best = candidate
            } else {
                high = mid
            }
        }
        return best
    }

    /// The text laid out at `width` with every font size multiplied by `scale`.
    private func layout(scale: Double, width: CGFloat?) throws(FontError) -> TextLayout {
        var text = attributed
        if scale != 1 { text.modifyAttributes { $0.size *= scale } }
        return try TextLayoutCache.shared.layout(text, options: options(width: width), typesetter: Typesetter())
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let l = layout(width: proposal.width) else { return .zero }
        return CGSize(width: l.size.width, height: l.size.height)
    }

    /// The layout for the placed frame: its width plus a device pixel of slack, so that snapping
    /// the frame never re-wraps the text it was measured with.
    private func placedLayout() -> TextLayout? { layout(width: frame.width + 1 / max(1, scale)) }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            return layout(width: size.width + 1 / max(1, scale)).map { CGFloat($0.firstBaseline) }
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            return layout(width: size.width + 1 / max(1, scale)).map { CGFloat($0.lastBaseline) }
        }
        return nil
    }

    override func draw(_ list: inout DisplayListBuilder) {
        guard let l = placedLayout(), !l.lines.isEmpty else { return }
        let paint = ForegroundStyle()._resolvePaint(in: environment, bounds: frame)
        // Lines are aligned within the layout's width; the layout is aligned in the frame by the
        // multiline alignment (leading edge mirrored in RTL).
        let extra = frame.width - CGFloat(l.size.width)
        let fraction: CGFloat
        switch environment.text.alignment {
        case .leading: fraction = environment.layoutDirection == .rightToLeft ? 1 : 0
        case .center: fraction = 0.5
        case .trailing: fraction = environment.layoutDirection == .rightToLeft ? 0 : 1
        }
        let origin = CGPoint(x: frame.minX + max(0, extra) * fraction, y: frame.minY)
        if environment.redactionReasons.contains(.placeholder) {
            drawPlaceholder(l, origin: origin, paint: paint, into: &list)
            return
        }
        list.fonts.formUnion(l.usedPostScriptNames)
        list.append(.text(l, origin: origin, paint: paint, string: text.plainText))
    }

    /// `.redacted(reason: .placeholder)`: a rounded bar over the glyphs of each line, from the
    /// ascender's top 15 % down to the baseline plus a fifth of the descender (the height of the
    /// letters, as iOS draws its placeholder bars), corners of a quarter of its height.
    private func drawPlaceholder(
        _ layout: TextLayout, origin: CGPoint, paint: ResolvedPaint, into list: inout DisplayListBuilder
    ) {
        let fill = paint.placeholder
        for line in layout.lines where line.frame.size.width > 0 {
            let top = line.baseline - line.ascent * 0.85
            let bottom = line.baseline + line.descent * 0.2
            let rect = CGRect(
                x: origin.x + CGFloat(line.frame.minX), y: origin.y + CGFloat(top),
                width: CGFloat(line.frame.size.width),
                height: CGFloat(bottom - top))
            let radius = rect.height / 4
            list.append(
                .fill(
                    path: .roundedRect(rect.raster, cornerRadius: Double(radius)), paint: fill, evenOdd: false))
        }
    }
}
