import ProofUI

/// The OUDS top toolbar, the navigation bar of the enclosing `NavigationStack`: the title (inline,
/// or large with `hasLargeTitle`), an optional subtitle under an inline title, leading items,
/// an optional principal item in place of the title, and trailing items. Apply it with
/// `.toolBarTop(_:hasLargeTitle:subtitle:leadingItems:principalItem:trailingItems:)`.
///
/// The view must be inside a `NavigationStack` (or `NavigationView`); use one top toolbar per
/// screen, and call `.oudsNavigationBarAppearance()` once on the root stack (or use
/// `OUDSNavigationStack`) for the OUDS title fonts and bar background.
///
/// With a `principalItem`, the subtitle is never shown and the title only as a large title. Proof
/// draws the bar of iOS before 26: the subtitle sits under the inline title in the principal place
/// (medium 17 and 12 pt), as OUDS iOS draws it without Liquid Glass; OUDS iOS logs a warning for an
/// empty title or subtitle, which Proof draws as is.
///
/// - Version: 1.1.0 (Figma component design version)
/// - Since: 1.4.0
public struct OUDSToolBarTop: ViewModifier {
    private let title: String
    private let hasLargeTitle: Bool
    private let subtitle: String?
    private let leadingItems: () -> [OUDSToolBarItem]
    private let principalItem: OUDSToolBarItem?
    private let trailingItems: () -> [OUDSToolBarItem]

    /// A top toolbar titled `title`.
    public init(
        title: String, hasLargeTitle: Bool = false, subtitle: String? = nil,
        leadingItems: @escaping () -> [OUDSToolBarItem] = { [] }, principalItem: OUDSToolBarItem? = nil,
        trailingItems: @escaping () -> [OUDSToolBarItem] = { [] }
    ) {
        self.title = title
        self.hasLargeTitle = hasLargeTitle
        self.subtitle = subtitle
        self.leadingItems = leadingItems
        self.principalItem = principalItem
        self.trailingItems = trailingItems
    }

    /// `content` with the title and the items in its navigation bar.
    public func body(content: Content) -> some View {
        let leading = leadingItems()
        let trailing = trailingItems()
        return
            content
            .oudsNavigationTitle(
                principalItem == nil || hasLargeTitle ? title : "",
                subtitle: principalItem == nil ? subtitle : nil, hasLargeTitle: hasLargeTitle
            )
            .toolbar {
                ToolbarItemGroup(placement: .topBarLeading) {
                    ForEach(leading) { $0.environment(\.toolbarItemLocation, .toolbarTop) }
                }
                // No principal item draws nothing there (the title keeps its place).
                ToolbarItem(placement: .principal) {
                    if let principalItem { principalItem.environment(\.toolbarItemLocation, .toolbarTop) }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    ForEach(trailing) { $0.environment(\.toolbarItemLocation, .toolbarTop) }
                }
            }
    }
}

extension View {
    /// The OUDS top toolbar of this screen (see `OUDSToolBarTop`).
    ///
    /// ```swift
    /// NavigationStack {
    ///     ContentView()
    ///         .toolBarTop("Title",
    ///             leadingItems: { OUDSToolBarItem(navigation: .back()) },
    ///             trailingItems: {
    ///                 OUDSToolBarItem(icon: Image("ic_settings"), accessibilityLabel: "Settings") {}
    ///             })
    /// }
    /// .oudsNavigationBarAppearance()
    /// ```
    public func toolBarTop(
        _ title: String, hasLargeTitle: Bool = false, subtitle: String? = nil,
        @OUDSToolBarItemsBuilder leadingItems: @escaping () -> [OUDSToolBarItem] = { [] },
        principalItem: OUDSToolBarItem? = nil,
        @OUDSToolBarItemsBuilder trailingItems: @escaping () -> [OUDSToolBarItem] = { [] }
    ) -> some View {
        modifier(
            OUDSToolBarTop(
                title: title, hasLargeTitle: hasLargeTitle, subtitle: subtitle, leadingItems: leadingItems,
                principalItem: principalItem, trailingItems: trailingItems))
    }
}
