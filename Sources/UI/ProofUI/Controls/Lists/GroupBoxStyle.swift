/// The look of the group boxes inside: SwiftUI's `GroupBoxStyle`, set with `.groupBoxStyle(_:)`.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// The view of a styled group box.
    associatedtype Body: View
    /// The group box's appearance around its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and content of a group box.
    typealias Configuration = GroupBoxStyleConfiguration
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box: `DefaultGroupBoxStyle`.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// The style of the group boxes inside.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.groupBoxStyle = AnyGroupBoxStyle(style) })
    }
}
