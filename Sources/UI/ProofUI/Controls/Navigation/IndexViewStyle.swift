/// How a paging view's page dots are drawn: SwiftUI's `IndexViewStyle` (`.indexViewStyle(_:)`).
public protocol IndexViewStyle: Sendable {}

private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether page dots sit on a capsule (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
    var pageIndexHasBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the page dots of the `TabView`s below.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let hasBackground = (style as? PageIndexViewStyle)?.backgroundDisplayMode.mode == .always
        return modifier(EnvironmentWritingModifier { $0.pageIndexHasBackground = hasBackground })
    }
}
