import ProofUI

/// Applies an elevation token as a drop shadow: the light or dark shadow by colour scheme, with
/// `.shadow(color:radius:x:y:)` where radius is half the token blur.
public struct OUDSElevationModifier: ViewModifier {
    /// The token applied.
    public let elevation: ElevationCompositeSemanticToken
    @Environment(\.colorScheme) private var colorScheme

    /// A modifier applying `elevation`.
    public init(elevation: ElevationCompositeSemanticToken) { self.elevation = elevation }

    /// The content with the shadow.
    public func body(content: Content) -> some View {
        let shadow = elevation.elevation(for: colorScheme)
        return content.shadow(color: shadow.color.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
    }
}

extension View {
    /// A shadow from an elevation token (`.shadow(theme.elevations.emphasized)`).
    public func shadow(_ elevation: ElevationCompositeSemanticToken) -> some View {
        modifier(OUDSElevationModifier(elevation: elevation))
    }

    /// A shadow from an elevation token (OUDS iOS spelling).
    public func shadow(elevation: ElevationCompositeSemanticToken) -> some View { shadow(elevation) }
}
