/// The namespace of FoundationUI's tokens (`Theme.Padding`, `Theme.Color`, …), which a team
/// extends with its own (`extension Theme.Padding { static let regular = Theme.Padding(8) }`), and
/// the name of a theme, set with `.foundation(.theme(_:))` and read by `themeable` tokens.
///
/// ```swift
/// extension Theme { static let compact = Theme(rawValue: "compact") }
/// extension Theme.Padding {
///     static let regular = Theme.Padding(8).themeable { theme in theme == .compact ? .value(6) : nil }
/// }
/// content.foundation(.theme(.compact))
/// ```
public struct Theme: RawRepresentable, Hashable, Sendable {
    /// The theme's name.
    public var rawValue: String

    /// A theme named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

private struct FoundationThemeKey: EnvironmentKey {
    static let defaultValue: Theme? = nil
}

extension EnvironmentValues {
    /// The FoundationUI theme in effect (set by `.foundation(.theme(_:))`; nil: the tokens' own values).
    public var foundationTheme: Theme? {
        get { self[FoundationThemeKey.self] }
        set { self[FoundationThemeKey.self] = newValue }
    }
}
