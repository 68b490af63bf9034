import ProofArguments
import ProofUI

/// Colours in the JSON view format: `"#RRGGBB"`, `"#RRGGBBAA"`, a SwiftUI colour name, or an
/// object `{"light": …, "dark": …}` / `{"color": …, "opacity": 0.5}` (opacity also combines with light/dark).
enum ColorParser {
    /// SwiftUI's named colours, as `Color.<name>`.
    static let names: KeyValuePairs<String, Color> = [
        "black": .black, "white": .white, "clear": .clear, "red": .red, "orange": .orange, "yellow": .yellow,
        "green": .green,
        "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink,
        "brown": .brown, "gray": .gray, "primary": .primary, "secondary": .secondary, "accentColor": .accentColor,
    ]

    /// The colour `value` describes; `what` names it in messages.
    static func color(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> Color {
        switch value.kind {
        case .string(let text): return try color(named: text, what, at: value.position)
        case .object:
            var reader = try ObjectReader(value, subject: what)
            let light = reader.optional("light")
            let dark = reader.optional("dark")
            let single = reader.optional("color")
            let opacity = try reader.optional("opacity")?.number("\"opacity\" of \(what)", in: 0...1)
            try reader.rejectUnknownKeys()
            var result: Color
            switch (single, light, dark) {
            case (let c?, nil, nil): result = try color(c, "\"color\" of \(what)")
            case (nil, let l?, let d?):
                result = Color(light: try color(l, "\"light\" of \(what)"), dark: try color(d, "\"dark\" of \(what)"))
            default:
                throw ViewSpecError(
                    "\(what) as an object needs either \"color\" or both \"light\" and \"dark\", "
                        + "like {\"light\": \"#000000\", \"dark\": \"#FFFFFF\"}",
                    at: value.position)
            }
            if let opacity { result = result.opacity(opacity) }
            return result
        default:
            throw value.typeError(
                what, "a colour (\"#RRGGBB\", \"#RRGGBBAA\", a name like \"red\", or {\"light\": …, \"dark\": …})")
        }
    }

    private static func color(named text: String, _ what: String, at position: SourcePosition) throws(ViewSpecError)
        -> Color
    {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, let number = UInt32(digits, radix: 16),
                digits.allSatisfy(\.isHexDigit)
            else {
                throw ViewSpecError(
                    "\(what) \"\(text)\" is not a colour: write #RRGGBB or #RRGGBBAA in hexadecimal", at: position)
            }
            if digits.count == 6 { return Color(hex: number) }
            return Color(hex: number >> 8, opacity: Double(number & 0xFF) / 255)
        }
        if let match = names.first(where: { $0.key == text }) { return match.value }
        let known = names.map(\.key)
        throw ViewSpecError(
            "\(what) cannot be \"\(text)\"\(NameSuggester.hint(for: text, in: known)) "
                + "(use \"#RRGGBB\", \"#RRGGBBAA\" or one of \(known.joined(separator: ", ")))",
            at: position)
    }
}
