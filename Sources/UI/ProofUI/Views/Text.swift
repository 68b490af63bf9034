import ProofText

/// Text: one or more segments with their own font, weight, colour and decorations, laid out by
/// ProofText (HarfBuzz shaping, bidi, line breaking) and drawn by the rasterizer.
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
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
    /// Where a localized text's translation is looked up when it is laid out (nil for verbatim and
    /// concatenated texts).
    var localization: TextLocalization?

    /// Text shown verbatim.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// Text of a string (a literal goes to the `LocalizedStringKey` initialiser, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Localized text (the key, with its Markdown rendered).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        segments = MarkdownLite.segments(key.defaultText)
        localization = TextLocalization(key: key, table: tableName, bundlePath: bundle?.bundlePath)
        if let bundle { Localizations.shared.registerTables(in: bundle) }
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
    @MainActor public var body: Never { fatalError("Text is primitive") }

    /// The characters without attributes.
    var plainText: String { segments.map(\.string).joined() }

    /// Concatenation, keeping each part's attributes.
    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.segments += b.segments
        t.localization = nil
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

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        TextNode(text: self, environment: environment)
    }

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
