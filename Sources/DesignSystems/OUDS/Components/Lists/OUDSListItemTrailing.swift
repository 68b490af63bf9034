import ProofUI

/// The element at the trailing end of a list item (OUDS iOS 3.0), before the navigation chevron.
///
/// ```swift
/// OUDSStaticListItem(data: OUDSListItemData(label: "Label"), trailing: .text(.labelMuted("Value")))
/// ```
@frozen public enum OUDSListItemTrailing {
    /// A trailing text, aligned on the trailing edge (`contentDisabled` when disabled).
    @frozen public enum TextType {
        /// `labelDefaultLarge`, `contentDefault`.
        case label(String)
        /// `labelDefaultLarge`, `contentMuted`.
        case labelMuted(String)
        /// `labelStrongLarge`, `contentDefault`.
        case labelStrong(String)
        /// A label, and under it an extra label in `labelStrongMedium` (standard size only).
        case labelAndExtraLabel(String, String)
    }

    /// A trailing badge.
    @frozen public enum BadgeType {
        /// A dot badge.
        case standard(OUDSBadgeStandard)
        /// A count badge.
        case count(OUDSBadgeCount)
    }

    /// A text.
    case text(TextType)
    /// A badge.
    case badge(BadgeType)
    /// A tag.
    case tag(OUDSTag)
    /// An icon.
    case icon(OUDSListItemIcon)
    /// An image.
    case image(OUDSListItemImage)
    /// A flag.
    case flag(OUDSListItemFlag)
    /// An avatar.
    case avatar(OUDSListItemAvatar)
    /// A view of the caller's, at most `listItem.sizeMaxSizeLeadingTrailingSlot` on each side.
    case slot(AnyView)

    /// A view of the caller's (`slot`).
    @MainActor public static func slot(@ViewBuilder _ content: () -> some View) -> OUDSListItemTrailing {
        .slot(AnyView(content()))
    }

    /// The documentation's spelling of `slot(_:)`.
    @MainActor public static func custom(@ViewBuilder _ content: () -> some View) -> OUDSListItemTrailing {
        .slot(AnyView(content()))
    }
}
