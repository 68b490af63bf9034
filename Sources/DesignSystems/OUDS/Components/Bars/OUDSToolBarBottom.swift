import ProofUI

/// The OUDS bottom toolbar, the bottom bar of the enclosing `NavigationStack`: leading items and
/// trailing items split to the two edges, or one group of items (centred as a group with Liquid
/// Glass on iOS 26; before iOS 26, as Proof draws, the system lays the group out from the leading
/// edge). Badges here are always the OUDS badge. Apply it with `.toolBarBottom(leadingItems:trailingItems:)`
/// or `.toolBarBottom(groupedItems:)`.
///
/// Do not combine it with `OUDSTabBar` on one screen, and use one bottom toolbar per screen.
///
/// - Since: 1.4.0
public struct OUDSToolBarBottom: ViewModifier {
    private enum Layout {
        case split(leading: [OUDSToolBarItem], trailing: [OUDSToolBarItem])
        case grouped([OUDSToolBarItem])
    }
    private let layout: Layout

    /// Leading items at the leading edge and trailing items at the trailing edge.
    public init(
        leadingItems: @escaping () -> [OUDSToolBarItem] = { [] },
        trailingItems: @escaping () -> [OUDSToolBarItem] = { [] }
    ) {
        layout = .split(leading: leadingItems(), trailing: trailingItems())
    }

    /// One group of items. **Works only with iOS 26+ / Liquid Glass; otherwise the system splits the
    /// items.**
    public init(groupedItems: @escaping () -> [OUDSToolBarItem]) { layout = .grouped(groupedItems()) }

    /// `content` with the items in its bottom bar.
    public func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                switch layout {
                case .split(let leading, let trailing):
                    ForEach(leading) { $0.environment(\.toolbarItemLocation, .toolbarBottom) }
                    Spacer()
                    ForEach(trailing) { $0.environment(\.toolbarItemLocation, .toolbarBottom) }
                case .grouped(let items):
                    ForEach(items) { $0.environment(\.toolbarItemLocation, .toolbarBottom) }
                }
            }
        }
    }
}

extension View {
    /// The OUDS bottom toolbar with `leadingItems` at the leading edge and `trailingItems` at the
    /// trailing edge (see `OUDSToolBarBottom`).
    ///
    /// ```swift
    /// ContentView()
    ///     .toolBarBottom(
    ///         leadingItems: { OUDSToolBarItem(label: "Edit") {} },
    ///         trailingItems: { OUDSToolBarItem(icon: Image("ic_share"), accessibilityLabel: "Share") {} })
    /// ```
    public func toolBarBottom(
        @OUDSToolBarItemsBuilder leadingItems: () -> [OUDSToolBarItem] = { [] },
        @OUDSToolBarItemsBuilder trailingItems: () -> [OUDSToolBarItem] = { [] }
    ) -> some View {
        let leading = leadingItems()
        let trailing = trailingItems()
        return modifier(OUDSToolBarBottom(leadingItems: { leading }, trailingItems: { trailing }))
    }

    /// The OUDS bottom toolbar with one group of items (meaningful with Liquid Glass, iOS 26+).
    public func toolBarBottom(@OUDSToolBarItemsBuilder groupedItems: () -> [OUDSToolBarItem]) -> some View {
        let items = groupedItems()
        return modifier(OUDSToolBarBottom(groupedItems: { items }))
    }
}
