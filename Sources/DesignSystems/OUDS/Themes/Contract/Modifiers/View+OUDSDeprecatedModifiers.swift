import ProofUI

// The `ouds…` spellings of OUDS iOS 1.0–1.3, deprecated there in 1.4 for the unprefixed SwiftUI
// modifiers: a colour token is a `Color` here, so `.foregroundStyle(theme.colors.contentDefault)`
// and the others are SwiftUI's own. Existing code keeps compiling, with the rename as the warning.
extension View {
    /// `foregroundStyle(_:)` with a colour token.
    @available(*, deprecated, renamed: "foregroundStyle(_:)", message: "Use foregroundStyle(_:) instead")
    public func oudsForegroundStyle(_ color: Color) -> some View { foregroundStyle(color) }

    /// `foregroundColor(_:)` with a colour token.
    @available(*, deprecated, renamed: "foregroundColor(_:)", message: "Use foregroundColor(_:) instead")
    public func oudsForegroundColor(_ color: Color) -> some View { foregroundColor(color) }

    /// `background(_:)` with a colour token.
    @available(*, deprecated, renamed: "background(_:)", message: "Use background(_:) instead")
    public func oudsBackground(_ color: Color) -> some View { background(color) }

    /// `accentColor(_:)` with a colour token.
    @available(*, deprecated, renamed: "accentColor(_:)", message: "Use accentColor(_:) instead")
    public func oudsAccentColor(_ color: Color) -> some View { accentColor(color) }

    /// `tint(_:)` with a colour token.
    @available(*, deprecated, renamed: "tint(_:)", message: "Use tint(_:) instead")
    public func oudsTintColor(_ color: Color) -> some View { tint(color) }

    /// `shadow(_:)` with an elevation token.
    @available(*, deprecated, renamed: "shadow(_:)", message: "Use shadow(_:) instead")
    public func oudsShadow(_ elevation: ElevationCompositeSemanticToken) -> some View { shadow(elevation) }

    /// `border(style:width:radius:color:)`.
    @available(
        *, deprecated, renamed: "border(style:width:radius:color:)",
        message: "Use border(style:width:radius:color:) instead"
    )
    public func oudsBorder(
        style: BorderStyleSemanticToken, width: BorderWidthSemanticToken, radius: BorderRadiusSemanticToken,
        color: Color
    ) -> some View {
        border(style: style, width: width, radius: radius, color: color)
    }
}
