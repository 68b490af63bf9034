/// The system list styles, as resolved for an iPhone.
enum ListStyleKind: Hashable, Sendable {
    case plain, inset, insetGrouped, grouped, sidebar
}
