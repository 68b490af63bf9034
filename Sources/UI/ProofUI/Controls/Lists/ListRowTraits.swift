/// What `.listRowBackground`, `.listRowInsets`, `.listRowSeparator` and `.listSectionSeparator` set
/// on a row or a section: carried in the environment of the row's view, read by the list that
/// places it (SwiftUI keeps them as view traits; an environment value reaches every row of a
/// `ForEach` or a `Section` the modifier is applied to, as traits do there).
struct ListRowTraits: @unchecked Sendable {
    // @unchecked: the background view is only read by the thread that renders the tree it belongs to.
    /// The view behind the row, instead of the style's cell colour.
    var background: AnyView?
    /// The insets of the row's content in its cell, instead of the style's.
    var insets: EdgeInsets?
    /// The separator above the row (shown between rows by default).
    var separatorTop = Visibility.automatic
    /// The separator below the row.
    var separatorBottom = Visibility.automatic
    /// The separator colours, instead of `separator`.
    var separatorTintTop: Color?
    var separatorTintBottom: Color?
    /// The separators above and below a section (plain lists draw the one below by default).
    var sectionSeparatorTop = Visibility.automatic
    var sectionSeparatorBottom = Visibility.automatic
}
