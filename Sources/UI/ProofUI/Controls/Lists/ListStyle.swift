/// How a `List` draws its rows and sections: SwiftUI's `ListStyle`, set with `.listStyle(_:)`.
///
/// As in SwiftUI, the protocol has no public requirements: a list draws one of the system styles
/// (`.automatic`, `.plain`, `.inset`, `.insetGrouped`, `.grouped`, `.sidebar`); their metrics are in
/// `ListMetrics`.
public protocol ListStyle: Sendable {}

/// The system styles a list knows how to draw.
protocol BuiltinListStyle: ListStyle {
    /// Which system style this is.
    var kind: ListStyleKind { get }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Full-width rows on the system background, separators between them.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges, on the system background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards on the grouped background (Settings).
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width sections on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar: inset grouped sections under prominent headers with a disclosure chevron.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
