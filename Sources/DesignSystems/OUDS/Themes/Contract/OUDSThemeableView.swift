import ProofUI

/// The root of an OUDS view tree: sets `theme` as the environment's `\.theme` for `content`.
///
/// ```swift
/// OUDSThemeableView(theme: OrangeTheme()) { ContentView() }
/// ```
public struct OUDSThemeableView<Content: View>: View {
    private let theme: OUDSTheme
    private let content: () -> Content

    /// Applies `theme` to `content`.
    public init(theme: OUDSTheme, @ViewBuilder content: @escaping () -> Content) {
        self.theme = theme
        self.content = content
    }

    /// The content with the theme in its environment.
    public var body: some View {
        content().environment(\.theme, theme)
    }
}
