import Foundation

/// Lays out and draws a `List` or `Form`: its sections (explicit `Section`s, and runs of rows
/// outside any section) as the list style draws them, with `ListMetrics`' numbers.
///
/// A still frame shows the list scrolled to its top: the list takes the width it is proposed and
/// the height it is proposed (its whole content's height when the proposal leaves it open, as a
/// scroll view's content at its ideal size), draws its background over all of it and clips the
/// rows that do not fit.
final class ListNode: LayoutNode {
    /// One row: its content, the view drawn behind it and its traits.
    struct Row {
        let content: LayoutNode
        let background: LayoutNode?
        let traits: ListRowTraits
    }

    /// One section: an explicit `Section` or a run of rows outside any.
    struct Section {
        let header: LayoutNode?
        let footer: LayoutNode?
        /// The trailing chevron of a sidebar header.
        let chevron: LayoutNode?
        let rows: [Row]
        let traits: ListRowTraits
        let spacing: CGFloat?
    }

    /// Where everything goes, for one width (relative to the list's top-leading corner, left to right).
    struct Placement {
        var headers: [CGRect?] = []
        var footers: [CGRect?] = []
        var chevrons: [CGRect?] = []
        /// Per section, per row: the cell and the content.
        var cells: [[CGRect]] = []
        var contents: [[CGRect]] = []
        var height: CGFloat = 0
    }

    let metrics: ListMetrics
    let sections: [Section]
    private var placements: [CGFloat: Placement] = [:]
    private var placed = Placement()
    private var origin = CGPoint.zero

    /// A list of `items`, the nodes of its content resolved as list content, drawn with `metrics`.
    init(items: [LayoutNode], metrics: ListMetrics, environment: EnvironmentValues) {
        self.metrics = metrics
        var sections: [Section] = []
        var loose: [LayoutNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(
                Self.section(
                    header: nil, footer: nil, rows: loose, isExpanded: true, environment: environment, metrics))
            loose = []
        }
        for item in items {
            if let section = item as? ListSectionNode {
                flush()
                sections.append(
                    Self.section(
                        header: section.header, footer: section.footer, rows: section.rows,
                        isExpanded: section.isExpanded, environment: section.environment, metrics))
            } else {
                loose.append(item)
            }
        }
        flush()
        self.sections = sections
        super.init(environment: environment)
    }

    private static func section(
        header: LayoutNode?, footer: LayoutNode?, rows: [LayoutNode], isExpanded: Bool,
        environment: EnvironmentValues, _ metrics: ListMetrics
    ) -> Section {
        // A section nested in a section gives its rows to the outer one.
        let flat = rows.flatMap { ($0 as? ListSectionNode)?.rows ?? [$0] }
        let rowModels = flat.map { node -> Row in
            let traits = node.environment.listRowTraits
            var backgroundEnvironment = node.environment
            backgroundEnvironment.isListContent = false
            let background = traits.background.map { ViewResolver.node($0, backgroundEnvironment) }
            return Row(content: node, background: background, traits: traits)
        }
        var chevron: LayoutNode?
        if header != nil, metrics.headerStyle == .prominent, metrics.kind == .sidebar {
            var env = environment
            env.isListContent = false
            chevron = ViewResolver.node(
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right").font(Font.body.weight(.semibold))
                    .foregroundStyle(.tint), env)
        }
        return Section(
            header: header, footer: footer, chevron: chevron, rows: rowModels, traits: environment.listRowTraits,
            spacing: environment.listSectionSpacing.points)
    }

    override var debugName: String { "List(\(metrics.kind))" }

    override var children: [LayoutNode] {
        sections.flatMap { s in
            [s.header, s.chevron].compactMap { $0 } + s.rows.flatMap { [$0.background, $0.content].compactMap { $0 } }
                + [s.footer].compactMap { $0 }
        }
    }

    /// The spacing between rows (`.listRowSpacing`); rows touch without it.
    private var rowSpacing: CGFloat { max(0, environment.listRowSpacing ?? 0) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth()
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? placement(width: width).height
        return CGSize(width: width, height: height)
    }

    /// The width of the widest row at its ideal size, with its insets and the section margins.
    private func idealWidth() -> CGFloat {
        var widest: CGFloat = 0
        for section in sections {
            for row in section.rows {
                let insets = row.traits.insets ?? metrics.rowInsets
                widest = max(widest, row.content.size(for: .unspecified).width + insets.leading + insets.trailing)
            }
        }
        return widest + 2 * metrics.sectionMargin(width: widest)
    }

    /// Rounds up to the device-pixel grid, so adjacent cells share an edge exactly.
    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let s = max(scale, 1)
        return (value * s).rounded(.up) / s
    }

    /// The spacing above section `index`.
    private func spacing(before index: Int) -> CGFloat {
        let section = sections[index]
        if index == 0 { return section.header != nil ? metrics.headerTopPadding : metrics.topPadding }
        let previous = sections[index - 1]
        let explicit: CGFloat? =
            switch (previous.spacing, section.spacing) {
            case (let a?, let b?): a / 2 + b / 2
            case (let a?, nil): a
            case (nil, let b?): b
            case (nil, nil): nil
            }
        if let explicit { return explicit }
        if let listWide = environment.listSectionSpacing.points { return listWide }
        return section.header != nil ? metrics.headerTopPadding : metrics.sectionSpacing
    }

    /// Lays the sections out for `width` (memoised).
    func placement(width: CGFloat) -> Placement {
        if let p = placements[width] { return p }
        var p = Placement()
        let margin = metrics.sectionMargin(width: width)
        let cardWidth = max(0, width - 2 * margin)
        let textInsets = metrics.rowInsets
        var y: CGFloat = 0
        for (index, section) in sections.enumerated() {
            let before = spacing(before: index)
            var headerRect: CGRect?
            var chevronRect: CGRect?
            if let header = section.header {
                var headerWidth = max(0, cardWidth - textInsets.leading - textInsets.trailing)
                var chevronSize = CGSize.zero
                if let chevron = section.chevron {
                    chevronSize = chevron.size(for: .unspecified)
                    headerWidth = max(0, headerWidth - chevronSize.width - 8)
                }
                let size = header.size(for: ProposedViewSize(width: headerWidth, height: nil))
                let height = max(size.height, environment.defaultMinListHeaderHeight ?? 0)
                let top = ceilToPixel(y + before)
                headerRect = CGRect(x: margin + textInsets.leading, y: top, width: size.width, height: height)
                if section.chevron != nil {
                    chevronRect = CGRect(
                        x: margin + cardWidth - textInsets.trailing - chevronSize.width,
                        y: top + (height - chevronSize.height) / 2, width: chevronSize.width,
                        height: chevronSize.height)
                }
                y = ceilToPixel(top + height + metrics.headerBottomPadding)
            } else {
                y = ceilToPixel(y + before)
            }
            var cells: [CGRect] = []
            var contents: [CGRect] = []
            for (rowIndex, row) in section.rows.enumerated() {
                if rowIndex > 0 { y = ceilToPixel(y + rowSpacing) }
                let insets = row.traits.insets ?? metrics.rowInsets
                let contentWidth = max(0, cardWidth - insets.leading - insets.trailing)
                let size = row.content.size(for: ProposedViewSize(width: contentWidth, height: nil))
                let height = ceilToPixel(max(metrics.minRowHeight, size.height + insets.top + insets.bottom))
                cells.append(CGRect(x: margin, y: y, width: cardWidth, height: height))
                let free = height - insets.top - insets.bottom - size.height
                contents.append(
                    CGRect(
                        x: margin + insets.leading, y: y + insets.top + free / 2, width: size.width,
                        height: size.height))
                y += height
            }
            var footerRect: CGRect?
            if let footer = section.footer {
                let footerWidth = max(0, cardWidth - textInsets.leading - textInsets.trailing)
                let size = footer.size(for: ProposedViewSize(width: footerWidth, height: nil))
                let top = ceilToPixel(y + metrics.footerTopPadding)
                footerRect = CGRect(x: margin + textInsets.leading, y: top, width: size.width, height: size.height)
                y = ceilToPixel(top + size.height + metrics.footerBottomPadding)
            }
            p.headers.append(headerRect)
            p.chevrons.append(chevronRect)
            p.cells.append(cells)
            p.contents.append(contents)
            p.footers.append(footerRect)
        }
        p.height = ceilToPixel(y + (sections.isEmpty ? 0 : metrics.bottomPadding))
        placements[width] = p
        return p
    }

    /// `rect` (relative, left to right) in root coordinates, mirrored in right-to-left layouts.
    private func root(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        leadingRect(rect.origin, rect.size, in: bounds)
    }

    override func placeChildren(in bounds: CGRect) {
        let p = placement(width: bounds.width)
        placed = p
        origin = bounds.origin
        for (s, section) in sections.enumerated() {
            if let header = section.header, let rect = p.headers[s] { header.place(in: root(rect, in: bounds)) }
            if let chevron = section.chevron, let rect = p.chevrons[s] { chevron.place(in: root(rect, in: bounds)) }
            if let footer = section.footer, let rect = p.footers[s] { footer.place(in: root(rect, in: bounds)) }
            for (r, row) in section.rows.enumerated() {
                let cell = root(p.cells[s][r], in: bounds)
                if let background = row.background {
                    _ = background.size(for: ProposedViewSize(cell.size))
                    background.place(in: cell)
                }
                row.content.place(in: root(p.contents[s][r], in: bounds))
            }
        }
    }

    /// The fill of the list behind its sections.
    private var backgroundColor: Color { metrics.isGrouped ? ListColors.groupedBackground : ListColors.background }
    /// The fill of a cell.
    private var cellColor: Color { metrics.isGrouped ? ListColors.groupedCell : ListColors.background }

    private func fill(_ rect: CGRect, _ color: Color, _ list: inout DisplayListBuilder, radius: CGFloat = 0) {
        let paint = AnyShapeStyle(color)._resolvePaint(in: environment, bounds: rect)
        guard !paint.isInvisible else { return }
        let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius, style: .continuous) : Path(rect)
        list.append(.fill(path: path.storage, paint: paint, evenOdd: false))
    }

    override func draw(_ list: inout DisplayListBuilder) {
        let bounds = CGRect(origin: origin, size: frame.size)
        // A list's background reaches under the device's bars, as a `List` filling a screen does.
        if environment.scrollContentBackground != .hidden {
            fill(environment.safeAreaGeometry?.extending(frame, edges: .all) ?? frame, backgroundColor, &list)
        }
        // Never placed (a parent that draws without placing): only the background.
        guard placed.cells.count == sections.count else { return }
        list.append(.pushClip(Path(frame).storage))
        let separated = rowSpacing == 0
        for (s, section) in sections.enumerated() {
            let cells = placed.cells[s].map { root($0, in: bounds) }
            if let first = cells.first, let last = cells.last {
                // The card's shape: one rounded rectangle, or one per row when rows are spaced apart.
                let cards = separated ? [first.union(last)] : cells
                for card in cards {
                    list.append(
                        .pushClip(
                            Path(roundedRect: card, cornerRadius: metrics.cornerRadius, style: .continuous).storage))
                    for (r, row) in section.rows.enumerated() where cells[r].intersects(card) {
                        if let background = row.background {
                            background.draw(&list)
                        } else {
                            fill(cells[r], cellColor, &list)
                        }
                    }
                    list.append(.popClip)
                }
                for row in section.rows { row.content.draw(&list) }
                if separated { drawSeparators(section, cells, &list) }
            }
            section.header?.draw(&list)
            section.chevron?.draw(&list)
            section.footer?.draw(&list)
        }
        list.append(.popClip)
    }

    /// The hairlines between the rows of `section`, from the leading edge of each row's first text
    /// (SwiftUI's `listRowSeparatorLeading`) to the cell's trailing edge, and the section's own.
    private func drawSeparators(_ section: Section, _ cells: [CGRect], _ list: inout DisplayListBuilder) {
        let hairline = 1 / max(scale, 1)
        let rows = section.rows
        for (r, row) in rows.enumerated() {
            let isLast = r == rows.count - 1
            var show: Bool
            if isLast {
                let sectionBottom = section.traits.sectionSeparatorBottom
                show = sectionBottom == .visible || (sectionBottom == .automatic && metrics.separatorAfterLastRow)
                if row.traits.separatorBottom == .hidden { show = false }
            } else {
                show = row.traits.separatorBottom != .hidden && rows[r + 1].traits.separatorTop != .hidden
            }
            if show {
                let cell = cells[r]
                drawSeparator(
                    y: cell.maxY - hairline, cell: cell, row: row, tint: row.traits.separatorTintBottom, &list)
            }
        }
        if section.traits.sectionSeparatorTop == .visible, let first = rows.first, let cell = cells.first {
            drawSeparator(y: cell.minY, cell: cell, row: first, tint: first.traits.separatorTintTop, &list)
        }
    }

    private func drawSeparator(y: CGFloat, cell: CGRect, row: Row, tint: Color?, _ list: inout DisplayListBuilder) {
        let hairline = 1 / max(scale, 1)
        let text = Self.firstText(in: row.content)?.frame ?? row.content.frame
        let rect: CGRect
        if environment.layoutDirection == .rightToLeft {
            rect = CGRect(x: cell.minX, y: y, width: max(0, text.maxX - cell.minX), height: hairline)
        } else {
            rect = CGRect(x: text.minX, y: y, width: max(0, cell.maxX - text.minX), height: hairline)
        }
        fill(rect, tint ?? ListColors.separator, &list)
    }

    /// The first text of a row, depth first: where its separator starts.
    @MainActor static func firstText(in node: LayoutNode) -> LayoutNode? {
        if node is TextNode { return node }
        for child in node.children {
            if let found = firstText(in: child) { return found }
        }
        return nil
    }
}
