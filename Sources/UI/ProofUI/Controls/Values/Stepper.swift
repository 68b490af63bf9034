/// A control that increments or decrements a value: SwiftUI's `Stepper`, drawn as iOS draws a
/// `UIStepper` beside its label.
///
/// Metrics (UIKit's defaults on iOS 13 and later): the control is 94 × 32 pt, a rounded rectangle
/// (8 pt radius) in `tertiarySystemFill` split by a 1 × 18 pt divider in the separator colour,
/// "minus" and "plus" symbols 17 pt medium in the label colour; a half that cannot step (the value at
/// its bound, or no action) draws its symbol at 30 % (UIKit's disabled segment). The label leads,
/// the control trails; `.labelsHidden()` leaves the control alone.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let canIncrement: Bool
    let canDecrement: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    /// The control's size.
    static var controlSize: CGSize { CGSize(width: 94, height: 32) }

    /// A stepper that calls `onIncrement` and `onDecrement` (a nil action disables its half).
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper over `value`, kept within `bounds`, changing it by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        canIncrement = value.wrappedValue < bounds.upperBound
        canDecrement = value.wrappedValue > bounds.lowerBound
    }

    /// A stepper over an unbounded `value`, changing it by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        canIncrement = true
        canDecrement = true
    }

    /// The label leading, the control trailing.
    @MainActor public var body: some View {
        HStack(spacing: 8) {
            if !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            control
        }
    }

    private var control: some View {
        HStack(spacing: 0) {
            half("minus", enabled: canDecrement)
            TextInputColors.separator.frame(width: 1, height: 18)
            half("plus", enabled: canIncrement)
        }
        .frame(width: Self.controlSize.width, height: Self.controlSize.height)
        .background(SystemFillColors.tertiary, in: RoundedRectangle(cornerRadius: 8))
        .opacity(isEnabled ? 1 : TextInputColors.disabledOpacity)
    }

    private func half(_ symbol: String, enabled: Bool) -> some View {
        Image(systemName: symbol)
            .font(.system(size: 17, weight: .medium))
            .foregroundStyle(.primary)
            .opacity(enabled ? 1 : 0.3)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized key over `value` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string over `value` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled with a localized key over an unbounded `value`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string over an unbounded `value`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled with a localized key that calls `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// A stepper titled with a string that calls `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }
}
