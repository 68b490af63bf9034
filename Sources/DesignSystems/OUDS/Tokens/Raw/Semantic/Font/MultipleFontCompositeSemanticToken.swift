import ProofUI

/// A typography token (`theme.fonts.bodyDefaultMedium`): the theme's font family with a compact
/// (mobile) and a regular (tablet) style. Apply it with `.font(_:)`.
public struct MultipleFontCompositeSemanticToken: Hashable, Sendable {
    /// Mobile style.
    public var compact: FontCompositeSemanticToken
    /// Tablet style.
    public var regular: FontCompositeSemanticToken
    /// The family, resolved through the PostScript map and font registry; nil is the system font.
    public var family: FontFamilySemanticToken?

    /// A token.
    public init(
        compact: FontCompositeSemanticToken, regular: FontCompositeSemanticToken, family: FontFamilySemanticToken? = nil
    ) {
        self.compact = compact
        self.regular = regular
        self.family = family
    }

    /// The style for `sizeClass`.
    public func composite(for sizeClass: OUDSUserInterfaceSizeClass) -> FontCompositeSemanticToken {
        sizeClass == .compact ? compact : regular
    }

    /// The style for the size classes of `environment`.
    public func composite(in environment: EnvironmentValues) -> FontCompositeSemanticToken {
        composite(for: environment.oudsSizeClass)
    }

    /// The font for `environment`: the family at the style's weight, its size scaled by Dynamic Type.
    public func font(in environment: EnvironmentValues) -> Font {
        let style = composite(in: environment)
        guard let family else {
            return .system(size: style.size * environment.dynamicTypeSize.scale, weight: style.weight)
        }
        return Font.custom(family, size: style.size).weight(style.weight)
    }

    /// The line height for `environment`, scaled by Dynamic Type like the size.
    public func lineHeight(in environment: EnvironmentValues) -> CGFloat {
        composite(in: environment).lineHeight * environment.dynamicTypeSize.scale
    }
}
