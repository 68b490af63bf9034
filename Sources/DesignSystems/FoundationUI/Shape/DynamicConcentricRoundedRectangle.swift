/// The shape the FoundationUI modifiers draw by default: the concentric rounded rectangle set by
/// the nearest `.foundation(.concentricRoundedRectangle(_:))` written after them (a plain rectangle
/// without one). On its own it is a rectangle.
nonisolated public struct DynamicConcentricRoundedRectangle: InsettableShape, Hashable, Sendable {
    var padding: CGFloat = 0

    /// The marker.
    public init() {}

    /// A rectangle in `rect` inset by the padding.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: padding, dy: padding)) }

    /// The marker inset by `amount` more (applied to the environment's shape when it replaces it).
    public func inset(by amount: CGFloat) -> DynamicConcentricRoundedRectangle {
        var copy = self
        copy.padding += amount
        return copy
    }
}

nonisolated extension Shape where Self == DynamicConcentricRoundedRectangle {
    /// The environment's concentric rounded rectangle (`.foundation(.concentricRoundedRectangle(_:))`).
    public static func dynamicConcentricRoundedRectangle() -> DynamicConcentricRoundedRectangle {
        DynamicConcentricRoundedRectangle()
    }
}

nonisolated extension Shape where Self == FoundationRoundedRectangle {
    /// A rounded rectangle of a radius token, inset by a padding token.
    public static func roundedRectangle(_ cornerRadius: Theme.Radius? = nil, padding: Theme.Padding = 0) -> Self {
        FoundationRoundedRectangle(cornerRadius: cornerRadius?.value, padding: padding.value)
    }
    /// A rounded rectangle with a radius token per corner.
    public static func roundedRectangle(
        topLeading: Theme.Radius? = nil, topTrailing: Theme.Radius? = nil, bottomLeading: Theme.Radius? = nil,
        bottomTrailing: Theme.Radius? = nil, padding: Theme.Padding = 0
    ) -> Self {
        FoundationRoundedRectangle(
            topLeadingRadius: topLeading?.value, bottomLeadingRadius: bottomLeading?.value,
            bottomTrailingRadius: bottomTrailing?.value, topTrailingRadius: topTrailing?.value, padding: padding.value)
    }
}

private struct ConcentricRoundedRectangleKey: EnvironmentKey {
    static let defaultValue = FoundationRoundedRectangle(cornerRadius: 0)
}

extension EnvironmentValues {
    /// The shape FoundationUI modifiers draw by default (set by `.foundation(.concentricRoundedRectangle(_:))`,
    /// reduced inside concentric paddings).
    public var dynamicConcentricRoundedRectangle: FoundationRoundedRectangle {
        get { self[ConcentricRoundedRectangleKey.self] }
        set { self[ConcentricRoundedRectangleKey.self] = newValue }
    }
}
