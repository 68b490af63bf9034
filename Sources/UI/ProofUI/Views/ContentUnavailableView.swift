/// An empty state: SwiftUI's `ContentUnavailableView` (iOS 17), drawn as iOS draws it — a large
/// grey symbol over a bold `title2` title, a secondary description below, actions last, all
/// centred in the space offered.
///
/// Where we differ: `.search` and `.search(text:)` are values of the title-and-symbol form
/// (SwiftUI types them with `SearchUnavailableContent`); they read and draw the same.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from a label (icon and title), a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// UIKit's content-unavailable metrics (`UIContentUnavailableConstants`, iOS 18): the 48 pt
    /// secondary symbol above the `title2` bold title; the `subheadline` secondary description 3 pt
    /// below; actions 20 pt below that; margins 32 pt at the sides and 16 pt above and below
    /// (16 pt at the sides at accessibility text sizes); filling the space offered, content centred.
    @MainActor public var body: some View {
        VStack(spacing: 20) {
            VStack(spacing: 3) {
                label.environment(\.isContentUnavailableLabel, true)
                description.font(.subheadline).foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .modifier(ContentUnavailableMargins())
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == ProofUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title and an SF Symbol, with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(title, systemImage: name) }, description: { description })
    }
    /// A string title and an SF Symbol, with an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(title, systemImage: name) }, description: { description })
    }

    /// iOS's "No Results" state for a search.
    public static var search: Self { search(text: "") }

    /// iOS's "No Results for “text”" state; empty `text` gives plain "No Results".
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

/// The margins around a content-unavailable view's content: narrower sides at accessibility sizes.
nonisolated private struct ContentUnavailableMargins: ViewModifier {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    @MainActor func body(content: Content) -> some View {
        content
            .padding(.horizontal, dynamicTypeSize.isAccessibilitySize ? 16 : 32)
            .padding(.vertical, 16)
    }
}

private struct IsContentUnavailableLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a `Label` is the label of a `ContentUnavailableView` (drawn stacked: the symbol
    /// large and grey above the bold `title2` title).
    var isContentUnavailableLabel: Bool {
        get { self[IsContentUnavailableLabelKey.self] }
        set { self[IsContentUnavailableLabelKey.self] = newValue }
    }
}
