import ProofUI

/// The chevron or glyph of a navigation list item (OUDS iOS 3.0).
@frozen public enum OUDSNavigationListItemIndicatorType: Hashable, Sendable {
    /// A back chevron at the leading edge, in place of the leading element.
    case previous
    /// A forward chevron after the trailing element, the default.
    case next
    /// The external-link glyph after the trailing element.
    case external
}

/// The OUDS iOS 2.2–2.3 name of `OUDSNavigationListItemIndicatorType`.
@available(*, deprecated, renamed: "OUDSNavigationListItemIndicatorType")
public typealias OUDSNavigationListItemAffordanceType = OUDSNavigationListItemIndicatorType

/// A list item that navigates (OUDS iOS 3.0): the static item's texts and elements, followed by a
/// chevron (`.next`, the default, or `.external`) or preceded by one (`.previous`, which hides the
/// leading element), in `link.colorChevron` by state (brand colour when enabled). Hover, pressed and
/// focus (forced with `interactionState`) tint the background; focus adds the focus ring; the
/// chevrons mirror in right-to-left layouts. VoiceOver reads it as a link.
///
/// ```swift
/// OUDSNavigationListItem(data: OUDSListItemData(label: "Settings")) { /* navigate */ }
/// OUDSNavigationListItem(data: OUDSListItemData(label: "Back"), indicatorType: .previous)
/// ```
public struct OUDSNavigationListItem: View {
    private let data: OUDSListItemData
    private let indicatorType: OUDSNavigationListItemIndicatorType
    private let leading: OUDSListItemLeading?
    private let trailing: OUDSListItemTrailing?
    private let action: (() -> Void)?

    /// An item showing `data`, its `indicatorType` chevron, and `leading` and `trailing` elements; `action`
    /// runs when it is tapped.
    public init(
        data: OUDSListItemData, indicatorType: OUDSNavigationListItemIndicatorType = .next,
        leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil, action: (() -> Void)? = nil
    ) {
        self.data = data
        self.indicatorType = indicatorType
        self.leading = leading
        self.trailing = trailing
        self.action = action
    }

    /// OUDS iOS 2.2–2.3: the chevron was the `affordanceType`.
    @available(*, deprecated, renamed: "init(data:indicatorType:leading:trailing:action:)")
    public init(
        data: OUDSListItemData, affordanceType: OUDSNavigationListItemIndicatorType,
        leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil, action: (() -> Void)? = nil
    ) {
        self.init(data: data, indicatorType: affordanceType, leading: leading, trailing: trailing, action: action)
    }

    /// OUDS iOS 2.2–2.3: a `slot` view under the texts, given apart from the data (now
    /// `OUDSListItemData(…, textSlot:)`).
    @available(*, deprecated, message: "Give the slot to OUDSListItemData(textSlot:) and use indicatorType:")
    @MainActor public init<Slot: View>(
        data: OUDSListItemData, slot: Slot, affordanceType: OUDSNavigationListItemIndicatorType = .next,
        leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil, action: (() -> Void)? = nil
    ) {
        self.init(
            data: data.replacingTextSlot(with: OUDSListItemData.Slot { slot }), indicatorType: affordanceType,
            leading: leading, trailing: trailing, action: action)
    }

    /// The item as a button read as a link.
    public var body: some View {
        OUDSInteractionButton {
            action?()
        } content: { _ in
            ListItemContent(
                data: data, indicator: indicatorType, leading: leading, trailing: trailing, isInteractive: true)
        }
        .accessibilityAddTraits(.isLink)
    }
}
