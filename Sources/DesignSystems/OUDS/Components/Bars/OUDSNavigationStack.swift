import ProofUI

/// A `NavigationStack` with the OUDS navigation bar appearance
/// (`.oudsNavigationBarAppearance(hideBackButtonLabel:)`).
///
/// ```swift
/// OUDSNavigationStack {
///     ContentView().toolBarTop("Title")
/// }
/// ```
///
/// - Since: 1.4.0
public struct OUDSNavigationStack<Content: View>: View {
    private let hideBackButtonLabel: Bool
    private let content: () -> Content

    /// A stack showing `content`; `hideBackButtonLabel` hides the title of the system back button
    /// of pushed screens.
    public init(hideBackButtonLabel: Bool = true, @ViewBuilder content: @escaping () -> Content) {
        self.hideBackButtonLabel = hideBackButtonLabel
        self.content = content
    }

    /// The stack.
    public var body: some View {
        NavigationStack { content() }.oudsNavigationBarAppearance(hideBackButtonLabel: hideBackButtonLabel)
    }
}

/// The OUDS navigation bar appearance: titles in the theme's family, bold 17 pt inline and bold
/// 34 pt large, in `contentDefault`, on the `bar.colorBgTranslucent` background.
struct OUDSNavigationBarAppearanceModifier: ViewModifier {
    let hideBackButtonLabel: Bool
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        content._navigationBarAppearance(Self.appearance(theme))
    }

    /// The appearance in `theme`. OUDS iOS sets it on `UINavigationBar.appearance()`, with an opaque
    /// background when Liquid Glass is off (as Proof draws).
    static func appearance(_ theme: OUDSTheme) -> _NavigationBarAppearance {
        _NavigationBarAppearance(
            backgroundColor: theme.bar.colorBgTranslucent, titleFont: BarFonts.font(theme, size: 17, weight: .bold),
            titleColor: theme.colors.contentDefault, largeTitleFont: BarFonts.font(theme, size: 34, weight: .bold),
            largeTitleColor: theme.colors.contentDefault)
    }
}

extension View {
    /// The OUDS look of the navigation bars below (call it once, on the root `NavigationStack`):
    /// titles in the theme's family (bold 17 pt inline, bold 34 pt large) in `contentDefault`, on
    /// the translucent `bar.colorBgTranslucent`. `hideBackButtonLabel` hides the title of the
    /// system back button of pushed screens (a still frame shows the root, which has none).
    ///
    /// On iOS ≤ 18 OUDS also asks for `.accentColor(theme.colors.contentDefault)` on the root view
    /// for the system back chevron.
    ///
    /// - Since: 1.4.0
    public func oudsNavigationBarAppearance(hideBackButtonLabel: Bool = false) -> some View {
        modifier(OUDSNavigationBarAppearanceModifier(hideBackButtonLabel: hideBackButtonLabel))
    }

    /// The navigation title `title` (looked up as a localized key), large or inline, with an optional
    /// `subtitle` under an inline title (medium 12 pt in `contentMuted`, the title then medium
    /// 17 pt in `contentDefault`, in the principal place: OUDS iOS's layout without Liquid Glass).
    public func oudsNavigationTitle(_ title: String, subtitle: String? = nil, hasLargeTitle: Bool = false)
        -> some View
    {
        modifier(OUDSNavigationTitleModifier(title: title, subtitle: subtitle, hasLargeTitle: hasLargeTitle))
    }
}

/// `.oudsNavigationTitle(_:subtitle:hasLargeTitle:)`.
struct OUDSNavigationTitleModifier: ViewModifier {
    let title: String
    let subtitle: String?
    let hasLargeTitle: Bool
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        let titled =
            content
            .navigationTitle(LocalizedStringKey(title))
            .navigationBarTitleDisplayMode(hasLargeTitle ? .large : .inline)
        if let subtitle, !subtitle.isEmpty, !hasLargeTitle {
            titled.toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(spacing: 0) {
                        Text(LocalizedStringKey(title))
                            .font(BarFonts.font(theme, size: 17, weight: .medium))
                            .foregroundColor(theme.colors.contentDefault)
                            .lineLimit(1)
                        Text(LocalizedStringKey(subtitle))
                            .font(BarFonts.font(theme, size: 12, weight: .medium))
                            .foregroundColor(theme.colors.contentMuted)
                            .lineLimit(1)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        } else {
            titled
        }
    }
}
