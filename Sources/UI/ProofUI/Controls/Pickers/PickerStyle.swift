/// The look of the pickers inside: `.automatic`, `.menu`, `.segmented`, `.wheel`, `.inline` or
/// `.palette`.
///
/// SwiftUI declares this protocol's requirements as underscored, so apps use the built-in styles
/// and never write their own; Proof keeps the same shape and draws only the built-in styles (a
/// type conforming outside ProofUI draws as `.automatic`).
public protocol PickerStyle: Sendable {}

/// A built-in picker style: how it lays out a picker's label and options.
protocol BuiltinPickerStyle: PickerStyle {
    /// The picker drawn in this style.
    func makeBody(_ picker: PickerConfiguration) -> AnyView
}

/// What a picker style draws: the picker's label, its options and whether labels are hidden.
struct PickerConfiguration {
    /// The picker's label (a title or a custom view).
    let label: AnyView
    /// The options and which one is selected.
    let options: PickerOptions
    /// `.labelsHidden()` is in effect.
    let labelsHidden: Bool
}

/// A type-erased picker style stored in the environment.
struct AnyPickerStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let style: any BuiltinPickerStyle
    init<S: PickerStyle>(_ style: S) { self.style = (style as? any BuiltinPickerStyle) ?? DefaultPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = AnyPickerStyle(DefaultPickerStyle())
}

extension EnvironmentValues {
    /// The style of the pickers inside (`.pickerStyle(_:)`).
    var pickerStyle: AnyPickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.pickerStyle = AnyPickerStyle(style) })
    }
}
