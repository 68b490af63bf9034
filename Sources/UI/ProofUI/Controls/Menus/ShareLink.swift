import Foundation

/// A control that opens the share sheet for an item: SwiftUI's `ShareLink`, drawn as a button
/// through the current button style — by default its label ("Share" and the
/// "square.and.arrow.up" symbol) in the accent colour. A still frame never shares anything.
///
/// Differences from SwiftUI: the type has one generic parameter, the label (SwiftUI's also name the
/// shared data and its preview images, which team code never spells), and the item is a `URL` or a
/// `String` (Linux has no `Transferable`); `subject` and `message` are accepted and unused.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label

    /// A share link labelled by `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for a string, labelled by `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label drawn as a button.
    @MainActor public var body: some View { Button(action: {}, label: { label }) }
}

extension ShareLink where Label == ProofUI.Label<Text, Image> {
    /// The share symbol, "square.and.arrow.up".
    static var symbol: String { "square.and.arrow.up" }

    /// A share link labelled "Share" with the share symbol.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.label = ProofUI.Label("Share", systemImage: Self.symbol)
    }

    /// A share link for a string labelled "Share" with the share symbol.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.label = ProofUI.Label("Share", systemImage: Self.symbol)
    }

    /// A share link titled with a localized key, with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.label = ProofUI.Label(titleKey, systemImage: Self.symbol)
    }

    /// A share link for a string titled with a localized key, with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.label = ProofUI.Label(titleKey, systemImage: Self.symbol)
    }

    /// A share link titled with a string, with the share symbol.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.label = ProofUI.Label(title, systemImage: Self.symbol)
    }
}
