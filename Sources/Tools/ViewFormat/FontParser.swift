import ProofUI

/// Fonts in the JSON view format: a text style name (`"headline"`), or an object with one of
/// `"style"`, `"size"` (a fixed system size) or `"name"` + `"size"` (a registered font), plus
/// optional `"weight"` and `"design"`.
enum FontParser {
    /// Text styles by name.
    static let textStyles: KeyValuePairs<String, Font.TextStyle> = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline,
        "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption, "caption2": .caption2,
    ]
    /// Weights by name.
    static let weights: KeyValuePairs<String, Font.Weight> = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold,
        "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    /// Designs by name.
    static let designs: KeyValuePairs<String, Font.Design> = [
        "default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced,
    ]

    /// The font `value` describes.
    static func font(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> Font {
        if case .string = value.kind { return Font.system(try value.choice(what, textStyles)) }
        guard case .object = value.kind else {
            throw value.typeError(
                what, "a text style name like \"headline\" or an object like {\"size\": 17, \"weight\": \"bold\"}")
        }
        var reader = try ObjectReader(value, subject: what)
        let style = try reader.optional("style")?.choice("\"style\" of \(what)", textStyles)
        let size = try reader.optional("size")?.length("\"size\" of \(what)", in: 1...1000)
        let name = try reader.optional("name")?.string("\"name\" of \(what)")
        let weight = try reader.optional("weight")?.choice("\"weight\" of \(what)", weights)
        let design = try reader.optional("design")?.choice("\"design\" of \(what)", designs)
        try reader.rejectUnknownKeys()
        switch (style, size, name) {
        case (let style?, nil, nil): return Font.system(style, design: design, weight: weight)
        case (nil, let size?, nil): return Font.system(size: size, weight: weight, design: design)
        case (nil, let size?, let name?):
            guard design == nil else {
                throw ViewSpecError(
                    "\(what): \"design\" applies to the system font, not to \"name\"", at: value.position)
            }
            let font = Font.custom(name, size: size)
            return weight.map { font.weight($0) } ?? font
        default:
            throw ViewSpecError(
                "\(what) needs exactly one of \"style\" (like \"body\"), \"size\" (points), or \"name\" with \"size\"",
                at: value.position)
        }
    }

    /// A weight name.
    static func weight(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> Font.Weight {
        try value.choice(what, weights)
    }
}
