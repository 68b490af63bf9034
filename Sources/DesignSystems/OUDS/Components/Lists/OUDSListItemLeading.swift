import ProofUI

/// The element at the leading end of a list item (OUDS iOS 3.0). A `.previous` navigation item shows
/// its chevron there instead; a small item hides a custom view.
///
/// ```swift
/// OUDSStaticListItem(
///     data: OUDSListItemData(label: "Label"),
///     leading: .icon(OUDSListItemIcon(status: .neutral(asset: Image("ic_heart")), description: "Heart")))
/// ```
@frozen public enum OUDSListItemLeading {
    /// An icon.
    case icon(OUDSListItemIcon)
    /// An image.
    case image(OUDSListItemImage)
    /// A flag.
    case flag(OUDSListItemFlag)
    /// An avatar.
    case avatar(OUDSListItemAvatar)
    /// A view of the caller's, at most `listItem.sizeMaxSizeLeadingTrailingSlot` on each side.
    ///
    /// Where we differ: the newest OUDS iOS internals test a `.slot` case, whose declaration we did not
    /// find; the newest verified declaration is this `customView` case built with `custom {}`, and
    /// `slot {}` builds the same value.
    case customView(AnyView)

    /// A view of the caller's (`customView`).
    @MainActor public static func custom(@ViewBuilder _ content: () -> some View) -> OUDSListItemLeading {
        .customView(AnyView(content()))
    }

    /// The newest OUDS iOS spelling of `custom(_:)`.
    @MainActor public static func slot(@ViewBuilder _ content: () -> some View) -> OUDSListItemLeading {
        .customView(AnyView(content()))
    }

    /// Whether this is a custom view (hidden in small items).
    var isCustom: Bool { if case .customView = self { true } else { false } }
}
