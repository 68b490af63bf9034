/// The look of the date pickers inside: `.automatic` and `.compact` (the date and time in
/// capsules) or `.graphical` (a month calendar).
///
/// SwiftUI declares this protocol's requirements as underscored, so apps use the built-in styles;
/// Proof draws only those (a type conforming outside ProofUI draws as `.automatic`). The `.wheel`
/// style is not drawn yet, so it does not exist here.
public protocol DatePickerStyle: Sendable {}

/// A built-in date picker style: how it lays out a date picker.
protocol BuiltinDatePickerStyle: DatePickerStyle {
    /// The date picker drawn in this style.
    func makeBody(_ picker: DatePickerConfiguration) -> AnyView
}

/// A type-erased date picker style stored in the environment.
struct AnyDatePickerStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let style: any BuiltinDatePickerStyle
    init<S: DatePickerStyle>(_ style: S) {
        self.style = (style as? any BuiltinDatePickerStyle) ?? DefaultDatePickerStyle()
    }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = AnyDatePickerStyle(DefaultDatePickerStyle())
}

extension EnvironmentValues {
    /// The style of the date pickers inside (`.datePickerStyle(_:)`).
    var datePickerStyle: AnyDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.datePickerStyle = AnyDatePickerStyle(style) })
    }
}
