/// The colour modes of a surface in a light app and in a dark app.
public struct ColorModeSemanticValue: Hashable, Sendable {
    /// Mode inside the surface when the app is light.
    public var light: ColorModeRawToken
    /// Mode inside the surface when the app is dark.
    public var dark: ColorModeRawToken

    /// Two modes.
    public init(light: ColorModeRawToken, dark: ColorModeRawToken) {
        self.light = light
        self.dark = dark
    }

    /// Light in a light app, dark in a dark app: the surface follows the app.
    public static let followsScheme = ColorModeSemanticValue(light: .light, dark: .dark)
}
