import ProofUI

/// How content is drawn on a coloured surface (`ouds-components.md` §7): forced light or dark mode,
/// optionally monochrome.
public enum ColorModeRawToken: String, Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
    /// Light mode with the monochrome variants of components.
    case monoLight = "mono-light"
    /// Dark mode with the monochrome variants of components.
    case monoDark = "mono-dark"

    /// The colour scheme content is forced to.
    public var colorScheme: ColorScheme { self == .light || self == .monoLight ? .light : .dark }

    /// Whether components switch to their monochrome variant.
    public var isMonochrome: Bool { self == .monoLight || self == .monoDark }
}
