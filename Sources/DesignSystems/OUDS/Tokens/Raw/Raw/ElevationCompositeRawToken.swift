import ProofUI

/// One drop shadow of the elevation tokens (`ouds-tokens.md` §2.12): offset, blur and colour.
public struct ElevationCompositeRawToken: Hashable, Sendable {
    /// Horizontal offset, points.
    public var x: CGFloat
    /// Vertical offset, points.
    public var y: CGFloat
    /// Blur of the design tokens, points.
    public var blur: CGFloat
    /// Shadow colour.
    public var color: ColorRawToken

    /// A shadow.
    public init(x: CGFloat, y: CGFloat, blur: CGFloat, color: ColorRawToken) {
        self.x = x
        self.y = y
        self.blur = blur
        self.color = color
    }

    /// The SwiftUI `.shadow(radius:)` value: half the token blur, as the OUDS iOS composite computes it.
    public var radius: CGFloat { blur / 2 }
}
