import ProofUI

/// One semantic colour token of a brand: its light and dark values, or nothing when the brand forbids
/// it (n/a in `ouds-tokens.md` §2.11), and the `Color` that draws it.
public struct MultipleColorSemanticToken: Hashable, Sendable {
    /// The token's name (nil for a value written in a token provider, until a theme files it).
    public let name: ColorSemanticTokenName?
    /// The brand the values belong to (for messages).
    public let brand: String
    /// The values, nil when the brand forbids the token.
    public let value: ColorSemanticValue?
    /// Resolves the light or dark value from the environment where it is drawn; for a forbidden token
    /// it fails the render with `RenderError.invalidConfiguration` naming the token and the brand.
    public let color: Color

    /// The token `name` of `brand` with `value` (nil = forbidden for the brand).
    public init(name: ColorSemanticTokenName, brand: String, value: ColorSemanticValue?) {
        self.name = name
        self.brand = brand
        self.value = value
        if let value {
            color = Color(light: value.light.color, dark: value.dark.color)
        } else {
            color = Self.forbidden(name.rawValue, brand: brand)
        }
    }

    /// A token that cannot be drawn for another reason than the brand (no theme in the environment).
    public init(name: ColorSemanticTokenName, unavailableBecause reason: String) {
        self.name = name
        brand = ""
        value = nil
        color = .unavailable(component: "OUDS colour token \(name.rawValue)", reason: reason)
    }

    /// A token from two hexadecimal codes, `#RRGGBB` or `#RRGGBBAA` (OUDS iOS's spelling, for token
    /// providers: `override var bgPrimary: MultipleColorSemanticToken { .init(light: "#FFFFFF",
    /// dark: "#000000") }`). An empty code marks a forbidden token; an invalid one makes the token
    /// fail the render with a message naming the code.
    public init(light: ColorSemanticToken, dark: ColorSemanticToken) {
        name = nil
        brand = ""
        if light.isEmpty || dark.isEmpty {
            value = nil
            color = Self.forbidden("value", brand: "custom")
            return
        }
        do {
            let value = ColorSemanticValue(
                light: try ColorRawToken(hexadecimalCode: light), dark: try ColorRawToken(hexadecimalCode: dark))
            self.value = value
            color = Color(light: value.light.color, dark: value.dark.color)
        } catch {
            value = nil
            color = .unavailable(
                component: "OUDS colour token", reason: "\(error); write the codes as #RRGGBB or #RRGGBBAA")
        }
    }

    /// A token drawing `color` exactly: a component token's value, as the component-token providers
    /// return it (`override var colorBgDefaultEnabled: MultipleColorSemanticToken { colors.bgPrimary }`
    /// reads the same as a value of this kind). Its `light` and `dark` are the colour's components in
    /// each scheme rounded to 8 bits; an unavailable colour is a forbidden token.
    public init(color: Color) {
        name = nil
        brand = ""
        self.color = color
        if color.isUnavailable {
            value = nil
            return
        }
        func raw(_ scheme: ColorScheme) -> ColorRawToken {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let c = color.resolve(in: environment)
            let bytes = [c.red, c.green, c.blue, c.opacity].map { UInt32((min(max($0, 0), 1) * 255).rounded()) }
            return ColorRawToken(rgba: bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3])
        }
        value = ColorSemanticValue(light: raw(.light), dark: raw(.dark))
    }

    /// A token with the same code in light and dark mode.
    public init(_ value: ColorSemanticToken) { self.init(light: value, dark: value) }

    /// This token's values filed as `name` of `brand` (an invalid value keeps its failure).
    public func named(_ name: ColorSemanticTokenName, brand: String) -> MultipleColorSemanticToken {
        let forbidden = value == nil && color == Self.forbidden("value", brand: "custom")
        if value != nil || self.name != nil || forbidden {
            return MultipleColorSemanticToken(name: name, brand: brand, value: value)
        }
        return MultipleColorSemanticToken(name: name, brand: brand, value: nil, color: color)
    }

    private init(name: ColorSemanticTokenName, brand: String, value: ColorSemanticValue?, color: Color) {
        self.name = name
        self.brand = brand
        self.value = value
        self.color = color
    }

    /// Whether the brand forbids the token (or it is unavailable).
    public var isForbidden: Bool { value == nil }

    /// Light value (nil when forbidden).
    public var light: ColorRawToken? { value?.light }
    /// Dark value (nil when forbidden).
    public var dark: ColorRawToken? { value?.dark }

    /// The colour that fails the render naming `token` and `brand`.
    static func forbidden(_ token: String, brand: String) -> Color {
        .unavailable(
            component: "OUDS colour token \(token)",
            reason: "forbidden for the \(brand) brand, which does not define it (n/a); use a token the brand defines")
    }
}
