/// `.badge(_:)`: a count or a short text on a tab bar item or a list row. A `TabView` draws it as
/// iOS does, a red capsule at the top trailing corner of the item's icon; a `List` or `Form` row
/// shows it as trailing text in the secondary colour; elsewhere it draws nothing, as SwiftUI does.
nonisolated extension View {
    /// A badge with a count; 0 shows none.
    public func badge(_ count: Int) -> some View { badged(count == 0 ? nil : Text(verbatim: "\(count)")) }
    /// A badge with a label; nil shows none.
    public func badge(_ label: Text?) -> some View { badged(label) }
    /// A badge with a localized label; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View { badged(key.map { Text($0) }) }
    /// A badge with a string label; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badged(label.map { Text($0) }) }

    private func badged(_ label: Text?) -> some View { BadgedView(content: self, label: label) }
}

/// A view with a badge: trailing secondary text in a list row, else a `BadgeNode` for a tab item.
nonisolated private struct BadgedView<Content: View>: View {
    let content: Content
    let label: Text?
    @Environment(\.isInListRow) private var isInListRow

    @MainActor var body: some View {
        if let label, isInListRow {
            HStack(spacing: 6) {
                content
                Spacer(minLength: 8)
                label.foregroundStyle(.secondary).lineLimit(1)
            }
        } else {
            content.modifier(
                NodeWrappingModifier { child, environment in
                    guard let label else { return child }
                    return BadgeNode(child: child, label: label, environment: environment)
                })
        }
    }
}
