/// How a hidden password and a filled pin-code digit are shown: one "●" (U+25CF) per character.
enum PasswordMask {
    /// The masking character.
    static let character = "\u{25CF}"

    /// `value` with every character masked.
    static func masked(_ value: String) -> String { String(repeating: character, count: value.count) }
}
