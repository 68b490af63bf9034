/// How a text field capitalises what is typed, as SwiftUI's. Nothing is typed in a still frame.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// No capitalisation.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence (the default).
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}
