/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`, as iOS places each one in a
/// compact-width navigation stack.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The slot an item lands in.
    enum Slot: Hashable, Sendable {
        /// The navigation bar's leading edge.
        case leading
        /// The navigation bar's trailing edge.
        case trailing
        /// The bar's centre, in place of the title.
        case principal
        /// The bottom toolbar.
        case bottom
        /// The bottom toolbar's centre (`.status`).
        case status
        /// Not drawn in a still frame (`.keyboard` shows above a keyboard that is not up).
        case none
    }
    let slot: Slot
    /// Whether the item confirms (drawn semibold, as iOS draws a Done button).
    let isConfirmation: Bool

    init(_ slot: Slot, isConfirmation: Bool = false) {
        self.slot = slot
        self.isConfirmation = isConfirmation
    }

    /// The system's choice: the navigation bar's trailing edge on iOS.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The leading edge of the navigation bar (iOS 17).
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar (iOS 17).
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The leading edge of the navigation bar (deprecated name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar (deprecated name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// The bottom toolbar's centre, for status text.
    public static let status = ToolbarItemPlacement(.status)
    /// The primary action: the trailing edge on iOS.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// A secondary action: the trailing edge on iOS.
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// A navigation action: the leading edge on iOS.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// A confirming action (Done, Save): the trailing edge, semibold.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, isConfirmation: true)
    /// A cancelling action: the leading edge.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// A destructive action: the trailing edge.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// Above the keyboard: not drawn, since a still frame shows no keyboard.
    public static let keyboard = ToolbarItemPlacement(.none)
}
