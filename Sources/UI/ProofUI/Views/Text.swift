import ProofText

/// A key for localized text; without string tables in a headless render it is the text itself
/// (with the documents' simple Markdown: `**bold**`, `*italic*`, `` `code` ``, `[link](url)`).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The key.
    public let key: String
    /// A key.
    public init(_ key: String) { self.key = key }
    /// A key from a literal.
    public init(stringLiteral value: String) { key = value }
}

/// Text: one or more segments with their own font, weight, colour and decorations, laid out by
/// ProofText (HarfBuzz shaping, bidi, line breaking) and drawn by the rasterizer.
public struct Text: View, PrimitiveView, Equatable, Sendable {
    /// Truncation modes.
    public typealias TruncationMode = ProofText.TruncationMode

    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var color: Color?
        var kerning: CGFloat?
        var underline: Color??
        var strikethrough: Color??
        var monospaced = false
        var baselineOffset: CGFloat = 0
        var link: String?
    }
    var segments: [Segment]

    /// Text shown verbatim.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// Text of a string (a literal goes to the `LocalizedStringKey` initialiser, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Localized text (the key, with its Markdown rendered).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        segments = MarkdownLite.segments(key.key)
    }
    /// Attributed text: links and the string. (Disfavoured because Linux's `AttributedString` is
    /// string-literal convertible: a literal must reach the `LocalizedStringKey` initialiser.)
    @_disfavoredOverload
    public init(_ attributed: AttributedString) {
        segments = attributed.runs.map { run in
            var s = Segment(string: String(attributed[run.range].characters))
            if let link = run.link {
                s.link = link.absoluteString
                s.color = .accentColor
            }
            return s
        }
        if segments.isEmpty { segments = [Segment(string: "")] }
    }

    /// Primitive.
    public var body: Never { fatalError("Text is primitive") }

    /// The characters without attributes.
    var plainText: String { segments.map(\.string).joined() }

    /// Concatenation, keeping each part's attributes.
    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.segments += b.segments
        return t
    }

    private func mapSegments(_ change: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i]) }
        return t
    }
    /// The font of this text.
    public func font(_ font: Font?) -> Text { mapSegments { $0.font = font } }
    /// The weight of this text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapSegments { $0.weight = weight } }
    /// Bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// Bold when active.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Italic (drawn upright: no italic face is bundled).
    public func italic() -> Text { self }
    /// The colour of this text.
    public func foregroundColor(_ color: Color?) -> Text { mapSegments { $0.color = color } }
    /// Extra space after each character.
    public func kerning(_ kerning: CGFloat) -> Text { mapSegments { $0.kerning = kerning } }
    /// Extra space between characters.
    public func tracking(_ tracking: CGFloat) -> Text { mapSegments { $0.kerning = tracking } }
    /// Underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        mapSegments { $0.underline = isActive ? .some(color) : nil }
    }
    /// Struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        mapSegments { $0.strikethrough = isActive ? .some(color) : nil }
    }
    /// Monospaced.
    public func monospaced(_ isActive: Bool = true) -> Text { mapSegments { $0.monospaced = isActive } }
    /// Raised or lowered by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> Text { mapSegments { $0.baselineOffset = offset } }

    func makeNode(_ environment: EnvironmentValues) -> LayoutNode { TextNode(text: self, environment: environment) }

    /// The attributed text and options for `environment`.
    func attributed(in environment: EnvironmentValues) -> AttributedText {
        var result = AttributedText("")
        let t = environment.text
        for seg in segments {
            let font = seg.font ?? environment.font ?? .body
            var a = font.attributes(in: environment, weightOverride: seg.weight ?? t.weight)
            if seg.monospaced || t.monospaced { a.monospaced = true }
            a.letterSpacing = Double(seg.kerning ?? (t.kerning + t.tracking))
            a.color = seg.color?.resolve(in: environment).raster
            if let u = seg.underline ?? t.underline {
                a.underline = true
                a.underlineColor = u?.resolve(in: environment).raster
            }
            if let s = seg.strikethrough ?? t.strikethrough {
                a.strikethrough = true
                a.strikethroughColor = s?.resolve(in: environment).raster
            }
            a.baselineOffset = Double(seg.baselineOffset)
            a.link = seg.link
            result.append(AttributedText(seg.string, attributes: a))
        }
        return result
    }
}

/// Lays out and draws a `Text`.
final class TextNode: LayoutNode {
    let text: Text
    let attributed: AttributedText
    init(text: Text, environment: EnvironmentValues) {
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
            result = try TextLayoutCache.shared.layout(
                attributed, options: options(width: width), typesetter: Typesetter())
        } catch {
            environment.diagnostics?.report(.text(text.plainText, error.description))
        }
        layouts[width] = .some(result)
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let l = layout(width: proposal.width) else { return .zero }
        return CGSize(width: l.size.width, height: l.size.height)
    }

    /// The layout for the placed frame: its width plus a device pixel of slack, so that snapping
    /// the frame never re-wraps the text it was measured with.
    private func placedLayout() -> TextLayout? { layout(width: frame.width + 1 / max(1, scale)) }

    override func firstBaseline(for size: CGSize) -> CGFloat? {
        layout(width: size.width + 1 / max(1, scale)).map { CGFloat($0.firstBaseline) }
    }
    override func lastBaseline(for size: CGSize) -> CGFloat? {
        layout(width: size.width + 1 / max(1, scale)).map { CGFloat($0.lastBaseline) }
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
        list.fonts.formUnion(l.usedPostScriptNames)
        list.append(.text(l, origin: origin, paint: paint, string: text.plainText))
    }
}
