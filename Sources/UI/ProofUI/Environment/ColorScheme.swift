/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// Standard or increased contrast.
public enum ColorSchemeContrast: String, Hashable, Sendable, CaseIterable {
    /// Standard contrast.
    case standard
    /// Increased contrast (accessibility setting).
    case increased
}

/// Compact or regular width or height class.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// Compact (an iPhone's width in portrait).
    case compact
    /// Regular.
    case regular
}
