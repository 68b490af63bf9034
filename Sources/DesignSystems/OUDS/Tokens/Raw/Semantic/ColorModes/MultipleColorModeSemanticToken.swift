import ProofUI

/// A colour-mode token: the surface colour an `OUDSColoredSurface` paints and the mode (light, dark,
/// monochrome) forced on its content in a light and in a dark app; nil modes mark a surface the brand
/// does not support (⛔ in `ouds-components.md` §7).
public struct MultipleColorModeSemanticToken: Hashable, Sendable {
    /// The token's name.
    public let name: ColorModeSemanticTokenName
    /// The brand (for messages).
    public let brand: String
    /// The modes, nil when the surface is unsupported.
    public let value: ColorModeSemanticValue?
    /// The surface colour (the colour token `name.surface`).
    public let surface: Color

    /// The token `name` of `brand` painting `surface` with `value` (nil = unsupported).
    public init(name: ColorModeSemanticTokenName, brand: String, surface: Color, value: ColorModeSemanticValue?) {
        self.name = name
        self.brand = brand
        self.surface = surface
        self.value = value
    }

    /// Whether the brand supports the surface.
    public var isSupported: Bool { value != nil }

    /// The mode of the content in an app of `colorScheme`, nil when unsupported.
    public func mode(for colorScheme: ColorScheme) -> ColorModeRawToken? {
        colorScheme == .dark ? value?.dark : value?.light
    }

    /// Why the surface cannot be used, for `reportInvalidConfiguration` (nil when supported).
    public var unsupportedReason: String? {
        isSupported
            ? nil : "colour mode \(name.rawValue) is not supported by the \(brand.isEmpty ? "current" : brand) theme"
    }
}
