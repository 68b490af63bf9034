/// A control that opens a menu of actions: SwiftUI's `Menu`. A still frame shows it closed, as iOS
/// draws it: its label in the accent colour (the environment's tint when set), like a borderless
/// button. The content (the menu's items) and the primary action are kept for nothing: a menu
/// never opens and no action runs in a render.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A menu labelled by `label` whose tap runs `primaryAction` (the menu opens on a long press).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
    }

    /// The closed label in the tint colour.
    public var body: some View { label.foregroundStyle(.tint).accessibilityAddTraits(.isButton) }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }

    /// A menu titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.label = Text(title) }

    /// A menu titled with a localized key whose tap runs `primaryAction`.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.label = Text(titleKey)
    }

    /// A menu titled with a string whose tap runs `primaryAction`.
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.label = Text(title)
    }
}

extension Menu where Label == ProofUI.Label<Text, Image> {
    /// A menu titled with a localized key and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = ProofUI.Label(titleKey, systemImage: systemImage)
    }

    /// A menu titled with a string and an SF Symbol (iOS 17).
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = ProofUI.Label(title, systemImage: systemImage)
    }
}
