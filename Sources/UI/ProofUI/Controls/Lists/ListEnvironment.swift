import Foundation

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
private struct ListRowTraitsKey: EnvironmentKey { static let defaultValue = ListRowTraits() }
private struct IsListContentKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The prominence of section headers inside (`.headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    /// The minimum height of a list row: 44 pt on iPhone (the Human Interface Guidelines' minimum
    /// hit target).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The minimum height of a section header; nil (the default) lets the header's text decide.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    /// The style lists inside draw with (`.listStyle(_:)`); nil is `.automatic`.
    var listStyleKind: ListStyleKind? {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
    /// The row and section traits set on this view.
    var listRowTraits: ListRowTraits {
        get { self[ListRowTraitsKey.self] }
        set { self[ListRowTraitsKey.self] = newValue }
    }
    /// Whether views are resolved as the content of a list: sections then make section nodes, and
    /// environment modifiers on a `ForEach` or a `Section` apply to each of its rows.
    var isListContent: Bool {
        get { self[IsListContentKey.self] }
        set { self[IsListContentKey.self] = newValue }
    }
    /// Whether lists inside draw their background (`.scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// The spacing between rows of lists inside (`.listRowSpacing(_:)`); nil: rows touch.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    /// The spacing between sections (`.listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}
