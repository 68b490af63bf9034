/// A dimension that scales with Dynamic Type: SwiftUI's `@ScaledMetric`
/// (`@ScaledMetric(relativeTo: .body) var iconSize = 24`).
///
/// The value is scaled by the environment's Dynamic Type size as `UIFontMetrics.scaledValue(for:)`
/// does, on the curve of `relativeTo` (body by default). Where we differ: Proof scales every text
/// style on the body curve (`DynamicTypeSize.scale`), as its fonts do, so a metric stays in step
/// with text of its style.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// `wrappedValue` at the default size (`.large`), scaled like body text.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// `wrappedValue` at the default size (`.large`), scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size of the view whose body is being evaluated.
    public var wrappedValue: Value {
        let size = (EnvironmentValues.current ?? EnvironmentValues()).dynamicTypeSize
        return baseValue * Value(size.scale)
    }
}
