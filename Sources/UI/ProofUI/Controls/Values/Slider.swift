/// A control that chooses a value from a continuous range: SwiftUI's `Slider`, drawn as iOS draws a
/// `UISlider`.
///
/// Metrics (UIKit's defaults on iOS 13 and later): 28 pt tall and as wide as offered; a 4 pt
/// rounded track, filled with the tint from its leading end to the thumb and in `systemFill`
/// after it; a white 28 pt thumb under a soft shadow (black 15 %, radius 4, 2 pt down, and a
/// 0.5 pt black 6 % edge shadow, observed). The thumb's centre travels from 14 pt to the width less
/// 14 pt. The minimum and maximum value labels sit before and after the track; the label is not
/// drawn (iOS uses it for VoiceOver only), as in SwiftUI.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.isEnabled) private var isEnabled

    /// The track's height.
    static var trackHeight: CGFloat { 4 }
    /// The thumb's diameter, and the slider's height.
    static var thumbDiameter: CGFloat { 28 }

    init(fraction: Double, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where `value` sits in `bounds` (0 to 1), after snapping to `step` from the lower bound.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>, step: V.Stride?) -> Double
    where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        var offset = Double(min(max(value, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound)
        if let step, Double(step) > 0 { offset = min((offset / Double(step)).rounded() * Double(step), span) }
        return offset / span
    }

    /// The minimum value label, the track and the maximum value label.
    @MainActor public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            track
            maximumValueLabel
        }
        .opacity(isEnabled ? 1 : TextInputColors.disabledOpacity)
    }

    private var track: some View {
        GeometryReader { proxy in
            let radius = Self.thumbDiameter / 2
            let centre = radius + (proxy.size.width - Self.thumbDiameter) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(SystemFillColors.primary).frame(height: Self.trackHeight)
                Capsule().fill(.tint).frame(width: max(centre, 0), height: Self.trackHeight)
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.06), radius: 0.5, y: 0.5)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                    .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                    .padding(.leading, max(centre - radius, 0))
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: Self.thumbDiameter)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: nil), label: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider over `value` within `bounds`, moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: step), label: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `value` within `bounds`, named by `label` (for VoiceOver).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: nil), label: label(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider over `value` within `bounds`, moving by `step`, named by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: step), label: label(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    /// A slider over `value` within `bounds` with views before and after the track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: nil), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider over `value` within `bounds`, moving by `step`, with views before and after the
    /// track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: step), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
