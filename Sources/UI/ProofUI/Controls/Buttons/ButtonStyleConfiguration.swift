/// What a button style draws: the label, the role, whether the button is pressed.
public struct ButtonStyleConfiguration {
    /// The type-erased label of a button.
    nonisolated public struct Label: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("Label is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// Whether the button is pressed: true when the environment's interaction state is `.pressed`.
    public var isPressed: Bool { pressed || (EnvironmentValues.current?.interactionState == .pressed) }
    let pressed: Bool
    init(label: Label, role: ButtonRole?, isPressed: Bool) {
        self.label = label
        self.role = role
        self.pressed = isPressed
    }
}
