import ProofUI

/// A shadow: colour, blur radius and offset (`.shadow(theme.shadow.small)`).
public struct DSShadowValue: Equatable, Sendable {
    /// The shadow's colour.
    public let color: Color
    /// The blur radius.
    public let radius: CGFloat
    /// The horizontal offset.
    public let x: CGFloat
    /// The vertical offset.
    public let y: CGFloat

    /// A shadow of `color` blurred by `radius`, offset by `x`, `y`.
    public init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// The shadows of a `DSTheme`, from none to floating.
public protocol DSShadowContract: Sendable {
    /// No shadow.
    var zero: DSShadowValue { get }
    /// A card's subtle shadow.
    var small: DSShadowValue { get }
    /// An elevated element's shadow.
    var medium: DSShadowValue { get }
    /// A floating element's shadow.
    var large: DSShadowValue { get }
}

extension View {
    /// The view with the shadow `value`.
    public func shadow(_ value: DSShadowValue) -> some View {
        shadow(color: value.color, radius: value.radius, x: value.x, y: value.y)
    }
}
