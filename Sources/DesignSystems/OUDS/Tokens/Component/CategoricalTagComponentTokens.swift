import ProofUI

/// Colours of `OUDSCategoricalTag` (`theme.categoricalTag`, as OUDS iOS 3.2 names them); its
/// geometry is the tag's (`theme.tag`). A brand without categorical colours (Sosh) keeps the OUDS
/// core ones: every category on `surfaceBrandPrimary` with `contentOnBrandPrimary` text; Orange,
/// Orange Compact and Wireframe give each category its own decorative colour.
public struct CategoricalTagComponentTokens: Sendable, Equatable {
    /// Background of category 1.
    public var colorBgCategory1: Color
    /// Background of category 2.
    public var colorBgCategory2: Color
    /// Background of category 3.
    public var colorBgCategory3: Color
    /// Background of category 4.
    public var colorBgCategory4: Color
    /// Background of category 5.
    public var colorBgCategory5: Color
    /// Label and leading element on every category.
    public var colorContent: Color

    /// The OUDS core tokens in terms of `s`: the brand's primary surface for every category.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        colorBgCategory1 = c.surfaceBrandPrimary
        colorBgCategory2 = c.surfaceBrandPrimary
        colorBgCategory3 = c.surfaceBrandPrimary
        colorBgCategory4 = c.surfaceBrandPrimary
        colorBgCategory5 = c.surfaceBrandPrimary
        colorContent = c.contentOnBrandPrimary
    }

    /// Tokens of five category backgrounds and one content colour.
    public init(
        colorBgCategory1: Color, colorBgCategory2: Color, colorBgCategory3: Color, colorBgCategory4: Color,
        colorBgCategory5: Color, colorContent: Color
    ) {
        self.colorBgCategory1 = colorBgCategory1
        self.colorBgCategory2 = colorBgCategory2
        self.colorBgCategory3 = colorBgCategory3
        self.colorBgCategory4 = colorBgCategory4
        self.colorBgCategory5 = colorBgCategory5
        self.colorContent = colorContent
    }
}
