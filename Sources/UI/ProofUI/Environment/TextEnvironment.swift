import ProofText

/// Text settings that modifiers set on a subtree and every `Text` inside reads.
struct TextEnvironment: Sendable, Hashable {
    var weight: Font.Weight?
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var lineSpacing: CGFloat = 0
    var lineLimit: Int?
    var alignment: TextAlignment = .leading
    var truncation: TruncationMode = .tail
    var monospaced = false
    var underline: Color??
    var strikethrough: Color??
    var baselineOffset: CGFloat = 0
    /// OUDS-style line height (points) for the line box; nil = the font's natural height.
    var lineHeight: CGFloat?
    /// How far text may shrink to fit its width and line limit (`.minimumScaleFactor`; 1: not at all).
    var minimumScaleFactor: CGFloat = 1
}
