/// `.badge(_:)`: a count or a short text on a tab bar item. A `TabView` draws it as iOS does, a
/// red capsule at the top trailing corner of the item's icon; elsewhere it draws nothing, as
/// SwiftUI draws nothing for a badge outside list rows and tab items.
///
/// Where we differ: a list row does not draw its badge yet (iOS draws it as trailing secondary text).
extension View {
    /// A badge with a count; 0 shows none.
    public func badge(_ count: Int) -> some View { badged(count == 0 ? nil : Text(verbatim: "\(count)")) }
    /// A badge with a label; nil shows none.
    public func badge(_ label: Text?) -> some View { badged(label) }
    /// A badge with a localized label; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View { badged(key.map { Text($0) }) }
    /// A badge with a string label; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badged(label.map { Text($0) }) }

    private func badged(_ label: Text?) -> some View {
        modifier(
            NodeWrappingModifier { child, environment in
                guard let label else { return child }
                return BadgeNode(child: child, label: label, environment: environment)
            })
    }
}
