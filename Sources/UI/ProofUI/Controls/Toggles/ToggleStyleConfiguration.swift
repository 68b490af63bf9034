/// What a toggle style draws: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The type-erased label of a toggle.
    nonisolated public struct Label: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("Label is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is its binding (setting it changes the bound value).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off (always false
    /// here: Proof has no toggle over a collection of bindings).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}
