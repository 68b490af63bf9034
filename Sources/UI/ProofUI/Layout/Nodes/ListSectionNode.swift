/// A `Section` resolved in list content: its header, rows and footer, which the enclosing list
/// places and draws. Placed by anything else (a section inside a row's stack), it lays them out as
/// a leading-aligned vertical stack.
final class ListSectionNode: WrapperNode {
    let header: LayoutNode?
    let rows: [LayoutNode]
    let footer: LayoutNode?
    /// False for a collapsed section (its rows are then left out).
    let isExpanded: Bool

    init(
        header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?, isExpanded: Bool = true,
        environment: EnvironmentValues
    ) {
        self.header = header
        self.isExpanded = isExpanded
        self.rows = rows
        self.footer = footer
        let parts = [header].compactMap { $0 } + rows + [footer].compactMap { $0 }
        super.init(
            child: StackNode(
                axis: .vertical, alignment: .leading, spacing: nil, children: parts, environment: environment),
            environment: environment)
    }

    override var debugName: String { "ListSection" }
}
