/// A paging tab view style: one page at a time, filling the view, with page dots at the bottom.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, always, never }
        let mode: Mode
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Always shown.
        public static let always = IndexDisplayMode(mode: .always)
        /// Never shown.
        public static let never = IndexDisplayMode(mode: .never)
    }
    let indexDisplayMode: IndexDisplayMode

    /// A paging style showing its dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots shown when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
