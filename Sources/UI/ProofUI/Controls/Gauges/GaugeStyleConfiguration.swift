/// What a gauge style draws: the gauge's labels and where its value sits in its range.
public struct GaugeStyleConfiguration {
    /// The type-erased label of a gauge.
    nonisolated public struct Label: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("Label is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased current value label of a gauge.
    nonisolated public struct CurrentValueLabel: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("CurrentValueLabel is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased minimum value label of a gauge.
    nonisolated public struct MinimumValueLabel: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("MinimumValueLabel is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased maximum value label of a gauge.
    nonisolated public struct MaximumValueLabel: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("MaximumValueLabel is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }

    /// Where the value sits in the gauge's range, from 0 (the minimum) to 1 (the maximum).
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The current value as a view; nil when the gauge has none.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value as a view; nil when the gauge has none.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum value as a view; nil when the gauge has none.
    public var maximumValueLabel: MaximumValueLabel?
}
