import Foundation

extension ForEach {
    /// A delete action for the rows (run by a swipe or edit mode, which a still frame never shows).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    /// A move action for the rows (run in edit mode, which a still frame never shows).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}
