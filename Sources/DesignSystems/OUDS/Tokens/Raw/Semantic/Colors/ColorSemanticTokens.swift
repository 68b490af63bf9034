import ProofUI

/// The semantic colour tokens of a brand (`theme.colors`). Each accessor (`actionEnabled`, …) is a
/// `Color` holding the light and dark values, so it works wherever a colour or shape style does:
/// `.foregroundColor(theme.colors.contentDefault)`, `Circle().fill(theme.colors.actionEnabled)`.
/// Tokens the brand forbids draw nothing and fail the render with a typed error.
public struct ColorSemanticTokens: Sendable, Equatable {
    /// The brand the values belong to.
    public let brand: String
    /// Every token with its values.
    public private(set) var tokens: OUDSTokenTable<ColorSemanticTokenName, MultipleColorSemanticToken>

    /// The tokens of `brand` with `value(name)`; nil marks a token the brand forbids.
    public init(brand: String, _ value: (ColorSemanticTokenName) -> ColorSemanticValue?) {
        self.brand = brand
        tokens = OUDSTokenTable { MultipleColorSemanticToken(name: $0, brand: brand, value: value($0)) }
    }

    /// The tokens of `brand` given whole by `token(name)` (a token provider's values).
    public init(brand: String, tokens token: (ColorSemanticTokenName) -> MultipleColorSemanticToken) {
        self.brand = brand
        tokens = OUDSTokenTable { token($0).named($0, brand: brand) }
    }

    /// A token's hexadecimal code in light or dark mode; empty when the brand forbids it.
    public func hexadecimal(_ name: ColorSemanticTokenName, dark: Bool) -> ColorSemanticToken {
        guard let value = tokens[name].value else { return "" }
        return (dark ? value.dark : value.light).description
    }

    /// Tokens that all fail the render with `reason` (used when no theme is in the environment).
    public init(unavailableBecause reason: String) {
        brand = ""
        tokens = OUDSTokenTable { MultipleColorSemanticToken(name: $0, unavailableBecause: reason) }
    }

    /// The colour of `name`.
    public subscript(name: ColorSemanticTokenName) -> Color { tokens[name].color }

    /// The token `name` with its light and dark values.
    public func token(_ name: ColorSemanticTokenName) -> MultipleColorSemanticToken { tokens[name] }

    /// Replaces the values of `name` (nil forbids it).
    public mutating func set(_ name: ColorSemanticTokenName, to value: ColorSemanticValue?) {
        tokens[name] = MultipleColorSemanticToken(name: name, brand: brand, value: value)
    }

    /// A colour taking its light value from `light` and its dark value from `dark` (component tokens
    /// defined as two different semantic tokens); forbidden if either is.
    public func color(light: ColorSemanticTokenName, dark: ColorSemanticTokenName) -> Color {
        Color(light: self[light], dark: self[dark])
    }
}
