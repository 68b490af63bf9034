/// A control that opens a menu of actions: SwiftUI's `Menu`. A still frame shows it closed, as iOS
/// draws it: drawn by the current menu style (`.menuStyle(_:)`; by default `.button`), its label a
/// button through the current button style, so in the accent colour (the environment's tint when
/// set) unless a button style says otherwise. The content (the menu's items) is handed to a custom
/// style; a menu never opens and no primary action runs in a render.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Built from a style's configuration: draws the built-in look, not the style again.
    let isStyled: Bool
    @Environment(\.menuStyle) private var style

    /// A menu of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isStyled = false
    }

    /// A menu labelled by `label` whose tap runs `primaryAction` (the menu opens on a long press).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }

    /// The closed menu, drawn by the menu style.
    @MainActor public var body: some View {
        let configuration = MenuStyleConfiguration(
            label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
        if let style, !isStyled {
            style.make(configuration)
        } else {
            ButtonMenuStyle().makeBody(configuration: configuration).accessibilityAddTraits(.isButton)
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's configuration describes (for a custom `MenuStyle`'s `makeBody`).
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        isStyled = true
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized key whose tap runs `primaryAction`.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string whose tap runs `primaryAction`.
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ProofUI.Label<Text, Image> {
    /// A menu titled with a localized key and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled with a string and an SF Symbol (iOS 17).
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ProofUI.Label(title, systemImage: systemImage) }
    }
}
