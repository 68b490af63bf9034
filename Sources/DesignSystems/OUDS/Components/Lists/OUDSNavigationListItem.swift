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

    /// The item as a button read as a link.
    public var body: some View {
        Button {
            action?()
        } label: {
            ListItemContent(
                data: data, indicator: indicatorType, leading: leading, trailing: trailing, isInteractive: true)
        }
        .buttonStyle(NavigationListItemButtonStyle())
        .accessibilityAddTraits(.isLink)
    }
}

/// Draws the label as is: the item's look comes from `ListItemContent`.
private struct NavigationListItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}
