import Foundation

/// A label with a value: SwiftUI's `LabeledContent`, as iOS draws it in forms and lists: the label
/// leading in the label colour, the value trailing in the secondary label colour, on the label's
/// first baseline.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Label leading, value trailing.
    @MainActor public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// `content` labelled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labelled with a localized key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// A string value labelled with a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A value formatted by `format`, labelled with a localized key.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted = format.format(value)
        self.init(content: { Text(formatted) }, label: { Text(titleKey) })
    }
}
