import ProofLocking
import ProofUI

/// The theme `@Environment(\.theme)` returns outside an `OUDSThemeableView`.
///
/// The contract cannot depend on a brand, so the default is decided at run time: the theme set with
/// `OUDSTheme.setEnvironmentDefault(_:)` (a preview host or test registers `OrangeTheme()` once at
/// start-up), else `OUDSTheme.unthemed`, whose geometry is the OUDS core's but whose every colour fails
/// the render with a typed error asking for `OUDSThemeableView(theme:)`. The OUDS iOS library crashes
/// in that case; Proof reports it.
extension OUDSTheme {
    private static let registeredDefault = Locked<OUDSTheme?>(nil)

    /// The reason an unthemed colour gives.
    public static let missingThemeReason =
        "no OUDS theme in the environment: wrap the view in OUDSThemeableView(theme:) or call "
        + "OUDSTheme.setEnvironmentDefault(_:)"

    /// OUDS core geometry with colours that all fail the render with `missingThemeReason`.
    public static let unthemed: OUDSTheme = {
        let colors = ColorSemanticTokens(unavailableBecause: missingThemeReason)
        let modes = ColorModeSemanticTokens(colors: colors) { _ in nil }
        return OUDSTheme(
            name: "Unthemed", semanticTokens: OUDSSemanticTokens(colors: colors, colorModes: modes, fontFamily: nil))
    }()

    /// The theme used where no `OUDSThemeableView` set one.
    public static var environmentDefault: OUDSTheme { registeredDefault.withLock { $0 } ?? unthemed }

    /// Sets the theme used where no `OUDSThemeableView` set one (nil restores `unthemed`). Process-wide:
    /// call it once at start-up, before rendering.
    public static func setEnvironmentDefault(_ theme: OUDSTheme?) { registeredDefault.withLock { $0 = theme } }
}
