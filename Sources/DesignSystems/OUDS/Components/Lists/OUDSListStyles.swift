import ProofUI

/// How a list item aligns its leading element, texts and trailing element (OUDS iOS 3.0).
@frozen public enum OUDSListItemContainersAlignment: Hashable, Sendable {
    /// On the top of the item (for items whose texts wrap).
    case top
    /// Centred vertically, the default.
    case center
}

/// The look of the list items of a list (OUDS iOS 3.0): cards, or plain items.
@frozen public enum OUDSListItemContentStyle: Hashable, Sendable {
    /// The decoration of a card item.
    public enum CardDecoration: Hashable, Sendable {
        /// A border (`borderDefault`, action colours when interacting); `onlyOnInteraction` draws it only
        /// when pressed, focused or disabled. No background in any state.
        case outlined(onlyOnInteraction: Bool = false)
        /// An optional divider under the item and an optional `actionSupportEnabled` background.
        case standard(divider: Bool = true, background: Bool = true)
    }

    /// Card items; their corners follow `tuning.hasRoundedListItems`.
    case card(_ decoration: CardDecoration = .standard(divider: true, background: true))
    /// Plain items, with a divider and no background by default.
    case item(divider: Bool = true, background: Bool = false)

    /// OUDS iOS 2.2's outlined style.
    @available(*, deprecated, message: "Use .card(.outlined())")
    public static var outlined: OUDSListItemContentStyle { .card(.outlined()) }

    /// OUDS iOS 2.2's standard style.
    @available(*, deprecated, message: "Use .item(divider:background:) or .card(.standard(divider:background:))")
    public static func standard(divider: Bool, background: Bool) -> OUDSListItemContentStyle {
        .item(divider: divider, background: background)
    }

    /// Whether the item draws its divider.
    var hasDivider: Bool {
        switch self {
        case .card(.outlined): false
        case .card(.standard(let divider, _)), .item(let divider, _): divider
        }
    }

    /// Whether the item draws its enabled (and disabled) background.
    var hasBackground: Bool {
        switch self {
        case .card(.outlined): false
        case .card(.standard(_, let background)), .item(_, let background): background
        }
    }

    /// Whether the item is a card (its corners follow the tuning).
    var isCard: Bool { if case .card = self { true } else { false } }
}

/// The size of list items (OUDS iOS 3.0).
///
/// Where we differ: OUDS iOS 3.0 declares `standard`; its newest internals switch on `.default`, whose
/// declaration we did not find. `standard` stays the case and `.default` is the same value.
@frozen public enum OUDSListItemSize: Hashable, Sendable {
    /// The default size: overline, extra label and bottom slot shown, assets at their size.
    case standard
    /// A compact item: label and description only, every asset at `sizeAssetSmall`.
    case small

    /// The newest OUDS iOS spelling of `standard`.
    public static var `default`: OUDSListItemSize { .standard }
}

private struct ListItemContentStyleKey: EnvironmentKey {
    static let defaultValue = OUDSListItemContentStyle.item(divider: true, background: false)
}

private struct ListItemRoundedMediaKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ListItemContainersAlignmentKey: EnvironmentKey {
    static let defaultValue = OUDSListItemContainersAlignment.center
}

private struct ListItemSizeKey: EnvironmentKey {
    static let defaultValue = OUDSListItemSize.standard
}

extension EnvironmentValues {
    /// The style list items draw in (`oudsListContentStyle`).
    var oudsListItemContentStyle: OUDSListItemContentStyle {
        get { self[ListItemContentStyleKey.self] }
        set { self[ListItemContentStyleKey.self] = newValue }
    }

    /// Whether list item images have rounded corners (`oudsListItemRoundedMedia`).
    var oudsListItemRoundedMedia: Bool {
        get { self[ListItemRoundedMediaKey.self] }
        set { self[ListItemRoundedMediaKey.self] = newValue }
    }

    /// How list items align their parts (`oudsListItemContainerAlignment`).
    var oudsListItemContainersAlignment: OUDSListItemContainersAlignment {
        get { self[ListItemContainersAlignmentKey.self] }
        set { self[ListItemContainersAlignmentKey.self] = newValue }
    }

    /// The size of list items (`oudsListItemSize`).
    var oudsListItemSize: OUDSListItemSize {
        get { self[ListItemSizeKey.self] }
        set { self[ListItemSizeKey.self] = newValue }
    }
}

extension View {
    /// The style of every list item in this view: `.card(…)` or `.item(…)`.
    public func oudsListContentStyle(_ style: OUDSListItemContentStyle) -> some View {
        environment(\.oudsListItemContentStyle, style)
    }

    /// Card list items with `decoration` (a divider and a background by default).
    public func oudsListCardStyle(
        _ decoration: OUDSListItemContentStyle.CardDecoration = .standard(divider: true, background: true)
    ) -> some View {
        oudsListContentStyle(.card(decoration))
    }

    /// OUDS iOS 2.2's card style (its defaults: no divider, a background).
    @available(*, deprecated, message: "Use oudsListCardStyle(.standard(divider:background:))")
    @_disfavoredOverload
    public func oudsListCardStyle(hasDivider: Bool = false, hasBackground: Bool = true) -> some View {
        oudsListContentStyle(.card(.standard(divider: hasDivider, background: hasBackground)))
    }

    /// Plain list items, with a divider and no background by default.
    public func oudsListItemStyle(divider: Bool = true, background: Bool = false) -> some View {
        oudsListContentStyle(.item(divider: divider, background: background))
    }

    /// OUDS iOS 2.2's spelling of `oudsListContentStyle(_:)`.
    @available(*, deprecated, renamed: "oudsListContentStyle(_:)")
    @_disfavoredOverload
    public func oudsListItemStyle(style: OUDSListItemContentStyle) -> some View {
        oudsListContentStyle(style)
    }

    /// Rounded corners (`listItem.borderRadiusMediaRounded`) on the images of the list items.
    public func oudsListItemRoundedMedia(_ rounded: Bool = false) -> some View {
        environment(\.oudsListItemRoundedMedia, rounded)
    }

    /// How the list items align their leading element, texts and trailing element (centred by default).
    public func oudsListItemContainerAlignment(_ alignment: OUDSListItemContainersAlignment = .center) -> some View {
        environment(\.oudsListItemContainersAlignment, alignment)
    }

    /// The size of the list items (`.small` hides overline, extra label and bottom slot).
    public func oudsListItemSize(_ size: OUDSListItemSize) -> some View {
        environment(\.oudsListItemSize, size)
    }
}
