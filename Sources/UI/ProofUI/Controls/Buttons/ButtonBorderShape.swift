/// The shape of a bordered button's background: SwiftUI's `ButtonBorderShape`, set with
/// `.buttonBorderShape(_:)` and read by the `.bordered` and `.borderedProminent` styles.
///
/// As on iOS 17 it is also a `Shape`, so a custom style can fill it. `.automatic` draws a rounded
/// rectangle whose radius follows the control size (see `BorderedButtonMetrics`); alone, as a
/// shape, it draws the regular size's 8 pt radius.
nonisolated public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case capsule
        case roundedRectangle(CGFloat?)
        case circle
    }
    let kind: Kind
    var insetAmount: CGFloat = 0

    /// The style's default shape: a rounded rectangle sized to the control size on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: half-circle ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle with the style's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
    /// A circle (iOS 17); the bordered styles make their label square so the circle fits it.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// The outline in `rect`, for the regular control size where the radius is the style's.
    public func path(in rect: CGRect) -> Path { path(in: rect, controlSize: .regular) }

    /// The outline in `rect` with the radius `controlSize` gives `.automatic` and `.roundedRectangle`.
    func path(in rect: CGRect, controlSize: ControlSize) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        switch kind {
        case .capsule: return Capsule().path(in: r)
        case .circle: return Circle().path(in: r)
        case .automatic, .roundedRectangle(nil):
            return RoundedRectangle(cornerRadius: BorderedButtonMetrics(controlSize).cornerRadius).path(in: r)
        case .roundedRectangle(let radius?):
            return RoundedRectangle(cornerRadius: max(0, radius - insetAmount)).path(in: r)
        }
    }

    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var s = self
        s.insetAmount += amount
        return s
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The border shape of bordered buttons inside (`.buttonBorderShape(_:)`); `.automatic` by default.
    /// Internal, as in SwiftUI, which keeps this value private to its styles.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The shape of the `.bordered` and `.borderedProminent` buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
