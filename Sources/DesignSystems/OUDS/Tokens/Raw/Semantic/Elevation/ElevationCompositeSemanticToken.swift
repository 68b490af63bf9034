import ProofUI

/// An elevation (drop shadow) token: one shadow for light mode and one for dark mode.
public struct ElevationCompositeSemanticToken: Hashable, Sendable {
    /// Shadow in light mode.
    public var light: ElevationCompositeRawToken
    /// Shadow in dark mode.
    public var dark: ElevationCompositeRawToken

    /// Two shadows.
    public init(light: ElevationCompositeRawToken, dark: ElevationCompositeRawToken) {
        self.light = light
        self.dark = dark
    }

    /// The same shadow in both modes.
    public init(_ both: ElevationCompositeRawToken) { self.init(light: both, dark: both) }

    /// The shadow for `colorScheme`.
    public func elevation(for colorScheme: ColorScheme) -> ElevationCompositeRawToken {
        colorScheme == .dark ? dark : light
    }
}
