/// A progress indicator drawn by the environment's progress view style (`.progressViewStyle(_:)`):
/// by default a linear bar when a value is given and a spinner (its still frame) otherwise.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The indicator as its style draws it.
    @MainActor public var body: some View {
        style.makeBody(
            ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
                currentValueLabel: currentValueLabel.map { .init(AnyView($0)) }))
    }

    /// `value / total` clamped to 0…1 (0 when `total` is not positive), nil for no value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate indicator (a spinner).
    public init() where Label == EmptyView { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    /// An indeterminate indicator with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
    /// An indeterminate indicator titled with a localized key.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }
    /// An indeterminate indicator titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
    /// A bar at `value` of `total` (clamped to 0…1; nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) where Label == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
    /// A bar with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
    /// A bar titled with a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1)
    where Label == Text {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// An indicator from a style's configuration, drawn in the default style (what a custom style
    /// wrapping the standard look writes: `ProgressView(configuration).tint(.orange)`).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}
