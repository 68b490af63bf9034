import ProofUI

private struct OUDSThemeKey: EnvironmentKey {
    static let defaultValue: OUDSTheme? = nil
}

private struct OUDSUseMonochromeKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The OUDS theme (`@Environment(\.theme) private var theme`): the one an enclosing
    /// `OUDSThemeableView` injected, else `OUDSTheme.environmentDefault`.
    public var theme: OUDSTheme {
        get { self[OUDSThemeKey.self] ?? OUDSTheme.environmentDefault }
        set { self[OUDSThemeKey.self] = newValue }
    }

    /// Whether components draw their monochrome variant (set by coloured surfaces whose colour mode is
    /// mono-light or mono-dark).
    public var oudsUseMonochrome: Bool {
        get { self[OUDSUseMonochromeKey.self] }
        set { self[OUDSUseMonochromeKey.self] = newValue }
    }
}
