import ProofUI

/// Alignments and edge insets in the JSON view format.
enum LayoutValueParser {
    /// `VStack` alignments.
    static let horizontal: KeyValuePairs<String, HorizontalAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]
    /// `HStack` alignments.
    static let vertical: KeyValuePairs<String, VerticalAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
        "lastTextBaseline": .lastTextBaseline,
    ]
    /// `ZStack` and frame alignments.
    static let alignments: KeyValuePairs<String, Alignment> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading,
        "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    /// Multiline text alignments.
    static let textAlignments: KeyValuePairs<String, TextAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    /// Padding: a number for every edge, or an object of `top`, `leading`, `bottom`, `trailing`,
    /// `horizontal`, `vertical` and `all` (more specific keys win).
    static func insets(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> EdgeInsets {
        if case .number = value.kind {
            let n = try value.length(what)
            return EdgeInsets(top: n, leading: n, bottom: n, trailing: n)
        }
        guard case .object = value.kind else {
            throw value.typeError(
                what, "a number, true (16 points), or an object like {\"horizontal\": 12, \"top\": 4}")
        }
        var reader = try ObjectReader(value, subject: what)
        func read(_ key: String) throws(ViewSpecError) -> CGFloat? {
            try reader.optional(key)?.length("\"\(key)\" of \(what)")
        }
        let all = try read("all")
        let horizontal = try read("horizontal")
        let vertical = try read("vertical")
        let top = try read("top")
        let leading = try read("leading")
        let bottom = try read("bottom")
        let trailing = try read("trailing")
        try reader.rejectUnknownKeys()
        return EdgeInsets(
            top: top ?? vertical ?? all ?? 0, leading: leading ?? horizontal ?? all ?? 0,
            bottom: bottom ?? vertical ?? all ?? 0,
            trailing: trailing ?? horizontal ?? all ?? 0)
    }
}
