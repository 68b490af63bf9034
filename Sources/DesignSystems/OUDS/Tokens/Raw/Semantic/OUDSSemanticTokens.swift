/// Every semantic token namespace of a theme, as one value a theme is built from.
public struct OUDSSemanticTokens: Sendable, Equatable {
    /// Colours.
    public var colors: ColorSemanticTokens
    /// Colour modes of coloured surfaces.
    public var colorModes: ColorModeSemanticTokens
    /// Border radii, widths and styles.
    public var borders: BorderSemanticTokens
    /// Typography.
    public var fonts: FontSemanticTokens
    /// Sizes.
    public var sizes: SizeSemanticTokens
    /// Spaces.
    public var spaces: SpaceSemanticTokens
    /// Dimensions.
    public var dimensions: DimensionSemanticTokens
    /// Elevations (shadows).
    public var elevations: ElevationSemanticTokens
    /// Grids.
    public var grids: GridSemanticTokens
    /// Opacities.
    public var opacities: OpacitySemanticTokens
    /// Effects.
    public var effects: EffectSemanticTokens

    /// A brand's colours with the OUDS core values for everything else (each can be changed after).
    public init(colors: ColorSemanticTokens, colorModes: ColorModeSemanticTokens, fontFamily: FontFamilySemanticToken?)
    {
        self.colors = colors
        self.colorModes = colorModes
        borders = .oudsCore
        fonts = .oudsCore(family: fontFamily)
        sizes = .oudsCore
        spaces = .oudsCore
        dimensions = .oudsCore
        elevations = .oudsCore
        grids = .oudsCore
        opacities = .oudsCore
        effects = .oudsCore
    }
}
