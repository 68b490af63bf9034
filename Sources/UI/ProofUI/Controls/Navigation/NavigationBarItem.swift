/// Namespace of SwiftUI's navigation bar title settings.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown: `.navigationBarTitleDisplayMode(_:)`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack (a still frame always shows the root), inline deeper.
        case automatic
        /// 17 pt semibold, centred in the 44 pt bar.
        case inline
        /// 34 pt bold, leading, below the 44 pt bar.
        case large
    }
}
