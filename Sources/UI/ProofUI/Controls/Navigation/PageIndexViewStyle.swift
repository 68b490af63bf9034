/// Page dots, as `UIPageControl` draws them: SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// When the dots sit on a capsule.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, interactive, always, never }
        let mode: Mode
        /// The system decides: no capsule at rest.
        public static let automatic = BackgroundDisplayMode(mode: .automatic)
        /// A capsule while the user touches the dots: none in a still frame.
        public static let interactive = BackgroundDisplayMode(mode: .interactive)
        /// Always on a capsule (black at 25 %, observed), so the dots show on a light page.
        public static let always = BackgroundDisplayMode(mode: .always)
        /// Never on a capsule.
        public static let never = BackgroundDisplayMode(mode: .never)
    }
    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
