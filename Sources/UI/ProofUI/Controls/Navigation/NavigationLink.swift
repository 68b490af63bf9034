/// A link that pushes a destination: SwiftUI's `NavigationLink`. A still frame shows the link, not
/// its destination: outside a list it draws as a button (its label tinted with the accent colour,
/// following `.buttonStyle`); as a `List` row's content it draws its label in the primary colour
/// with iOS's disclosure chevron (`chevron.right`, 14 pt semibold, tertiary label colour) at the
/// trailing edge.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.isInListRow) private var isInListRow

    init(label: Label) { self.label = label }

    /// The label, as a button or as a list row with a chevron.
    @MainActor public var body: some View {
        if isInListRow {
            HStack(spacing: 8) {
                label
                Spacer(minLength: 0)
                // The disclosure indicator: UITableViewCell's, about 14 pt semibold (observed).
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundColor(BarAppearance.tertiaryLabel)
            }
        } else {
            Button(action: {}, label: { label })
        }
    }
}

extension NavigationLink {
    /// A link to `destination` with a label (the destination is not built).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.init(label: label()) }
    /// A link to a destination built by a closure (not called: a still frame shows the link).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
    /// A link to `destination` while `isActive` (deprecated SwiftUI form).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey))
    }
    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title))
    }
    /// A link titled with a localized key to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(label: Text(titleKey)) }
    /// A link titled with a string to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(label: Text(title)) }
}

extension NavigationLink where Destination == Never {
    /// A link that presents `value` (the stack's `.navigationDestination(for:)` builds it).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.init(label: label()) }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that presents `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(label: Text(titleKey)) }
    /// A link titled with a string that presents `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(label: Text(title)) }
}
