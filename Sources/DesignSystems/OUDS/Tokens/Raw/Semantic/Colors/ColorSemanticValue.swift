/// The light and dark values of a semantic colour token for one brand.
public struct ColorSemanticValue: Hashable, Sendable {
    /// Value in light mode.
    public var light: ColorRawToken
    /// Value in dark mode.
    public var dark: ColorRawToken

    /// Two values.
    public init(light: ColorRawToken, dark: ColorRawToken) {
        self.light = light
        self.dark = dark
    }

    /// Two values written `0xRRGGBBAA`, as the generated brand tables do.
    public static func rgba(_ light: UInt32, _ dark: UInt32) -> ColorSemanticValue {
        ColorSemanticValue(light: ColorRawToken(rgba: light), dark: ColorRawToken(rgba: dark))
    }
}
