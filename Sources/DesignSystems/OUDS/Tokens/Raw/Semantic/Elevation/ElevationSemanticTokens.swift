import ProofUI

/// The elevation tokens of a theme (`theme.elevations`), applied with `.shadow(theme.elevations.raised)`.
public struct ElevationSemanticTokens: Sendable, Equatable {
    /// Every token.
    public var values: OUDSTokenTable<ElevationSemanticTokenName, ElevationCompositeSemanticToken>

    /// Tokens with the given values.
    public init(values: OUDSTokenTable<ElevationSemanticTokenName, ElevationCompositeSemanticToken>) {
        self.values = values
    }

    /// The token `name`.
    public subscript(name: ElevationSemanticTokenName) -> ElevationCompositeSemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// No shadow.
    public var none: ElevationCompositeSemanticToken { values[.elevationNone] }
    /// A slight elevation.
    public var raised: ElevationCompositeSemanticToken { values[.raised] }
    /// The standard overlay elevation (also `default`).
    public var overlayDefault: ElevationCompositeSemanticToken { values[.overlayDefault] }
    /// The standard overlay elevation (`overlayDefault`).
    public var `default`: ElevationCompositeSemanticToken { values[.overlayDefault] }
    /// A dragged element.
    public var drag: ElevationCompositeSemanticToken { values[.drag] }
    /// A sticky element.
    public var sticky: ElevationCompositeSemanticToken { values[.sticky] }
    /// A higher overlay elevation (also `emphasized`).
    public var overlayEmphasized: ElevationCompositeSemanticToken { values[.overlayEmphasized] }
    /// A higher overlay elevation (`overlayEmphasized`).
    public var emphasized: ElevationCompositeSemanticToken { values[.overlayEmphasized] }
}
