import ProofUI

// The per-device scalars of the scaled spaces, as OUDS iOS declares them beside the multiple
// tokens: `scaledMediumMobile` is `scaledMedium.compact` (the compact size class), `…Tablet` its
// regular value.
extension SpaceSemanticTokens {
    /// `scaledNone` on a phone (the compact size class).
    public var scaledNoneMobile: SpaceSemanticToken { scaledNone.compact }
    /// `scaledNone` on a tablet (the regular size class).
    public var scaledNoneTablet: SpaceSemanticToken { scaledNone.regular }
    /// `scaled3xsmall` on a phone (the compact size class).
    public var scaled3xsmallMobile: SpaceSemanticToken { scaled3xsmall.compact }
    /// `scaled3xsmall` on a tablet (the regular size class).
    public var scaled3xsmallTablet: SpaceSemanticToken { scaled3xsmall.regular }
    /// `scaled2xsmall` on a phone (the compact size class).
    public var scaled2xsmallMobile: SpaceSemanticToken { scaled2xsmall.compact }
    /// `scaled2xsmall` on a tablet (the regular size class).
    public var scaled2xsmallTablet: SpaceSemanticToken { scaled2xsmall.regular }
    /// `scaledXsmall` on a phone (the compact size class).
    public var scaledXsmallMobile: SpaceSemanticToken { scaledXsmall.compact }
    /// `scaledXsmall` on a tablet (the regular size class).
    public var scaledXsmallTablet: SpaceSemanticToken { scaledXsmall.regular }
    /// `scaledSmall` on a phone (the compact size class).
    public var scaledSmallMobile: SpaceSemanticToken { scaledSmall.compact }
    /// `scaledSmall` on a tablet (the regular size class).
    public var scaledSmallTablet: SpaceSemanticToken { scaledSmall.regular }
    /// `scaledMedium` on a phone (the compact size class).
    public var scaledMediumMobile: SpaceSemanticToken { scaledMedium.compact }
    /// `scaledMedium` on a tablet (the regular size class).
    public var scaledMediumTablet: SpaceSemanticToken { scaledMedium.regular }
    /// `scaledLarge` on a phone (the compact size class).
    public var scaledLargeMobile: SpaceSemanticToken { scaledLarge.compact }
    /// `scaledLarge` on a tablet (the regular size class).
    public var scaledLargeTablet: SpaceSemanticToken { scaledLarge.regular }
    /// `scaledXlarge` on a phone (the compact size class).
    public var scaledXlargeMobile: SpaceSemanticToken { scaledXlarge.compact }
    /// `scaledXlarge` on a tablet (the regular size class).
    public var scaledXlargeTablet: SpaceSemanticToken { scaledXlarge.regular }
    /// `scaled2xlarge` on a phone (the compact size class).
    public var scaled2xlargeMobile: SpaceSemanticToken { scaled2xlarge.compact }
    /// `scaled2xlarge` on a tablet (the regular size class).
    public var scaled2xlargeTablet: SpaceSemanticToken { scaled2xlarge.regular }
    /// `scaled3xlarge` on a phone (the compact size class).
    public var scaled3xlargeMobile: SpaceSemanticToken { scaled3xlarge.compact }
    /// `scaled3xlarge` on a tablet (the regular size class).
    public var scaled3xlargeTablet: SpaceSemanticToken { scaled3xlarge.regular }
}
