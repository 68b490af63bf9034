/// The platform's default: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
