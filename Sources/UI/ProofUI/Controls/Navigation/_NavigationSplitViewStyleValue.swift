/// The split view styles' values: `.automatic`, `.balanced`, `.prominentDetail`.
///
/// Where we differ: SwiftUI names one type per style (`BalancedNavigationSplitViewStyle`, …);
/// here the three are values of one type, written the same way (`.balanced`), since an iPhone
/// draws them alike.
public struct _NavigationSplitViewStyleValue: NavigationSplitViewStyle, Sendable {
    let name: String
}

extension NavigationSplitViewStyle where Self == _NavigationSplitViewStyleValue {
    /// The system decides.
    public static var automatic: _NavigationSplitViewStyleValue { .init(name: "automatic") }
    /// The detail column narrows to make room for the leading ones.
    public static var balanced: _NavigationSplitViewStyleValue { .init(name: "balanced") }
    /// The detail column keeps its size; the leading ones cover it.
    public static var prominentDetail: _NavigationSplitViewStyleValue { .init(name: "prominentDetail") }
}
