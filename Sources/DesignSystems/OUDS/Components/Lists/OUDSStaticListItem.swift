import ProofUI

/// A list item that shows information without an action (OUDS iOS 3.0): texts from `data`, an optional
/// leading and trailing element, in the style, size and alignment of the environment
/// (`oudsListContentStyle`, `oudsListItemSize`, `oudsListItemContainerAlignment`). Enabled or disabled
/// (`.disabled(true)`), never hovered or pressed.
///
/// ```swift
/// OUDSStaticListItem(
///     data: OUDSListItemData(label: "Label", description: "Description"),
///     leading: .icon(OUDSListItemIcon(status: .neutral(asset: Image("ic_heart")), description: "Heart")),
///     trailing: .text(.labelMuted("Value")))
/// ```
public struct OUDSStaticListItem: View {
    private let data: OUDSListItemData
    private let leading: OUDSListItemLeading?
    private let trailing: OUDSListItemTrailing?

    /// An item showing `data` between `leading` and `trailing` (both optional).
    public init(data: OUDSListItemData, leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil) {
        self.data = data
        self.leading = leading
        self.trailing = trailing
    }

    /// OUDS iOS 2.2–2.3: a `slot` view under the texts, given apart from the data (now
    /// `OUDSListItemData(…, textSlot:)`).
    @available(*, deprecated, message: "Give the slot to OUDSListItemData(textSlot:)")
    @MainActor public init<Slot: View>(
        data: OUDSListItemData, slot: Slot, leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil
    ) {
        self.init(
            data: data.replacingTextSlot(with: OUDSListItemData.Slot { slot }), leading: leading, trailing: trailing)
    }

    /// The item.
    public var body: some View {
        ListItemContent(data: data, indicator: nil, leading: leading, trailing: trailing, isInteractive: false)
    }
}
