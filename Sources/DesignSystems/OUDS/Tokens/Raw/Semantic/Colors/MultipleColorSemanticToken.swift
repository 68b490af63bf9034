import ProofUI

/// One semantic colour token of a brand: its light and dark values, or nothing when the brand forbids
/// it (n/a in `ouds-tokens.md` §2.11), and the `Color` that draws it.
public struct MultipleColorSemanticToken: Hashable, Sendable {
    /// The token's name.
    public let name: ColorSemanticTokenName
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
