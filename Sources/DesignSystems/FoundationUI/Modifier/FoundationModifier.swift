/// A FoundationUI modifier, applied with `.foundation(_:)`: the static members (`.size(_:)`,
/// `.padding(_:_:)`, `.background(_:)`, …) make one of the modifiers of `FoundationModifierLibrary`.
@frozen nonisolated public struct FoundationModifier<M: ViewModifier> {
    /// The modifier applied.
    public let value: M

    init(_ value: M) { self.value = value }
}

/// The namespace of the modifiers behind `FoundationModifier`'s static members.
nonisolated public struct FoundationModifierLibrary {
    /// Where a border lies relative to the shape's outline.
    public enum BorderPlacement: Hashable, Sendable {
        /// Entirely inside the shape.
        case inside
        /// Centred on the outline.
        case center
        /// Entirely outside the shape.
        case outside
    }

    /// Whether a border is drawn over the content or under it.
    public enum BorderLevel: Hashable, Sendable {
        /// Over the content.
        case above
        /// Under the content (with the backgrounds).
        case below
    }
}

extension View {
    /// The view with a FoundationUI `modifier` applied, unless `bypass` is true.
    ///
    /// ```swift
    /// Text("Hello").foundation(.padding(.regular)).foundation(.background(.accent), bypass: isPlain)
    /// ```
    @ViewBuilder
    public func foundation<M: ViewModifier>(_ modifier: FoundationModifier<M>, bypass: Bool = false) -> some View {
        if bypass { self } else { self.modifier(modifier.value) }
    }
}

/// The shape a modifier draws: the one it was given, or, for the `DynamicConcentricRoundedRectangle`
/// marker, the environment's concentric rounded rectangle.
nonisolated struct FoundationResolvedShape<S: Shape>: InsettableShape {
    let given: S
    /// The environment's concentric rectangle when `given` is the marker, else nil.
    let concentric: FoundationRoundedRectangle?
    var inset: CGFloat = 0

    init(_ shape: S, in environment: EnvironmentValues) {
        given = shape
        concentric = (shape as? DynamicConcentricRoundedRectangle).map {
            environment.dynamicConcentricRoundedRectangle.inset(by: $0.padding)
        }
    }

    func path(in rect: CGRect) -> Path {
        if let concentric { return concentric.inset(by: inset).path(in: rect) }
        if inset == 0 { return given.path(in: rect) }
        if let insettable = given as? any InsettableShape { return Self.insetPath(insettable, inset, rect) }
        return given.path(in: rect.insetBy(dx: inset, dy: inset))
    }

    private static func insetPath(_ shape: some InsettableShape, _ amount: CGFloat, _ rect: CGRect) -> Path {
        shape.inset(by: amount).path(in: rect)
    }

    func inset(by amount: CGFloat) -> FoundationResolvedShape {
        var copy = self
        copy.inset += amount
        return copy
    }
}
