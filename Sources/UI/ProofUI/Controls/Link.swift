import Foundation

/// A control that opens a URL: SwiftUI's `Link`, drawn as iOS draws it — its label in the accent
/// colour (the environment's tint when set), marked as a link for accessibility. A still frame
/// never opens anything.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link to `destination` labelled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label in the tint colour.
    @MainActor public var body: some View {
        label.foregroundStyle(.tint).accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a string title.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
