/// The look of the text fields and secure fields inside: `.automatic`, `.plain` or `.roundedBorder`.
///
/// SwiftUI declares this protocol's only requirement as the underscored `_body(configuration:)`,
/// so apps use the built-in styles rather than writing their own; Proof keeps the same shape, with a
/// `TextFieldStyleConfiguration` (the field's prepared content) in place of SwiftUI's private type.
@MainActor @preconcurrency public protocol TextFieldStyle {
    /// The view of a styled field.
    associatedtype _Body: View
    /// The field's appearance around its content.
    @ViewBuilder func _body(configuration: TextFieldStyleConfiguration) -> _Body
}

nonisolated extension View {
    /// The style of the text fields and secure fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.textFieldStyle = AnyTextFieldStyle(style) })
    }
}
