import ProofUI

private struct DSThemeKey: EnvironmentKey {
    static let defaultValue = DSTheme.default
}

extension EnvironmentValues {
    /// The design system theme (`DSTheme.default` unless `.dsTheme(_:)` set another).
    public var dsTheme: DSTheme {
        get { self[DSThemeKey.self] }
        set { self[DSThemeKey.self] = newValue }
    }
}

extension View {
    /// The view and its descendants in `theme`.
    public func dsTheme(_ theme: DSTheme) -> some View {
        environment(\.dsTheme, theme)
    }
}
