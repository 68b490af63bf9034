/// Gives all gauges inside a look: implement `makeBody(configuration:)`, or use a built-in style
/// (`.automatic`, `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`,
/// `.accessoryCircular`, `.accessoryCircularCapacity`).
@MainActor @preconcurrency public protocol GaugeStyle {
    /// The view of a styled gauge.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased gauge style stored in the environment.
struct AnyGaugeStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle()) }

extension EnvironmentValues {
    /// The style of the gauges inside (`.gaugeStyle(_:)`).
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.gaugeStyle = AnyGaugeStyle(style) })
    }
}
