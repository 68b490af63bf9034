/// What a progress view style draws: how far the task is and the indicator's labels.
public struct ProgressViewStyleConfiguration {
    /// The type-erased label of a progress view.
    nonisolated public struct Label: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("Label is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased current-value label of a progress view.
    nonisolated public struct CurrentValueLabel: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("CurrentValueLabel is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The completed fraction, 0…1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the view has one.
    public var label: Label?
    /// The label of the current value, if the view has one.
    public var currentValueLabel: CurrentValueLabel?
}
