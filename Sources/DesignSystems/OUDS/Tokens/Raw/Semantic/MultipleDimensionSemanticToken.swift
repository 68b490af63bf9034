import ProofUI

/// A space or size with a compact (mobile) and a regular (tablet) value.
public struct MultipleDimensionSemanticToken: Hashable, Sendable {
    /// Mobile value, points.
    public var compact: CGFloat
    /// Tablet value, points.
    public var regular: CGFloat

    /// Two values.
    public init(compact: CGFloat, regular: CGFloat) {
        self.compact = compact
        self.regular = regular
    }

    /// The same value for both size classes.
    public init(_ value: CGFloat) { self.init(compact: value, regular: value) }

    /// The value for `sizeClass`.
    public func value(for sizeClass: OUDSUserInterfaceSizeClass) -> CGFloat {
        sizeClass == .compact ? compact : regular
    }

    /// The value for the size classes of `environment`.
    public func value(in environment: EnvironmentValues) -> CGFloat { value(for: environment.oudsSizeClass) }
}
