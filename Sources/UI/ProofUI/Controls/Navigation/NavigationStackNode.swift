/// Lays out a navigation container: the navigation bar at the top (44 pt, plus 52 pt for a large
/// title), a bottom toolbar (44 pt) at the bottom when it has items, and the root content centred
/// in the space between, as a hosting controller centres a root view. The container takes all the
/// space it is offered; with no height offered it is as tall as its bars and its content's ideal
/// height.
final class NavigationStackNode: LayoutNode {
    /// The navigation bar's parts.
    struct TopBar {
        var background: LayoutNode?
        var shadow: LayoutNode?
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []
        /// The inline title or the principal item, centred in the bar.
        var center: LayoutNode?
        var largeTitle: LayoutNode?
        /// The `.searchable` field, in a drawer below the title.
        var search: LayoutNode?
        var titleHeight: CGFloat { BarAppearance.barHeight + (largeTitle == nil ? 0 : BarAppearance.largeTitleHeight) }
        var height: CGFloat { titleHeight + (search == nil ? 0 : BarAppearance.searchDrawerHeight) }
    }
    /// The bottom toolbar's parts.
    struct BottomBar {
        var background: LayoutNode?
        var shadow: LayoutNode?
        /// The items, in a row from the leading margin.
        var row: LayoutNode?
        /// The status item, centred.
        var status: LayoutNode?
    }

    let content: LayoutNode
    let topBar: TopBar?
    let bottomBar: BottomBar?

    init(model: NavigationBarModel, content: LayoutNode, environment: EnvironmentValues) {
        self.content = content
        topBar = model.isBarHidden ? nil : Self.topBar(model, environment)
        bottomBar = model.isBottomBarHidden ? nil : Self.bottomBar(model, environment)
        super.init(environment: environment)
    }

    override var children: [LayoutNode] {
        var list = [content]
        if let b = bottomBar { list += [b.background, b.shadow, b.row, b.status].compactMap { $0 } }
        if let t = topBar {
            list += [t.background, t.shadow].compactMap { $0 }
            list += t.leading + t.trailing + [t.center, t.largeTitle, t.search].compactMap { $0 }
        }
        return list
    }
    override var debugName: String { "NavigationStack" }

    private var topHeight: CGFloat { topBar?.height ?? 0 }
    private var bottomHeight: CGFloat { bottomBar == nil ? 0 : BarAppearance.bottomBarHeight }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let bars = topHeight + bottomHeight
        let width = proposal.width ?? content.size(for: ProposedViewSize(width: nil, height: nil)).width
        if let height = proposal.height { return CGSize(width: width, height: height) }
        let contentSize = content.size(for: ProposedViewSize(width: width, height: nil))
        return CGSize(width: width, height: bars + contentSize.height)
    }

    override func placeChildren(in bounds: CGRect) {
        let contentRect = CGRect(
            x: bounds.minX, y: bounds.minY + topHeight, width: bounds.width,
            height: max(0, bounds.height - topHeight - bottomHeight))
        let size = content.size(for: ProposedViewSize(contentRect.size))
        align(content, size: size, in: contentRect, alignment: .center)
        if let topBar { place(topBar, in: bounds) }
        if let bottomBar { place(bottomBar, in: bounds) }
    }

    private func place(_ bar: TopBar, in bounds: CGRect) {
        let height = bar.height
        // A visible bar's background reaches under the status bar, as a navigation bar's does.
        let backdrop = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
        bar.background?.place(in: environment.safeAreaGeometry?.extending(backdrop, edges: .top) ?? backdrop)
        bar.shadow?.place(
            in: CGRect(x: bounds.minX, y: bounds.minY + height, width: bounds.width, height: 1 / max(scale, 1)))
        let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: BarAppearance.barHeight)
        let leadingEnd = placeRow(bar.leading, in: row, fromTrailing: false)
        let trailingStart = placeRow(bar.trailing, in: row, fromTrailing: true)
        if let center = bar.center {
            // Centred in the bar when it fits between the items, else in the space they leave.
            let lo = leadingEnd + (bar.leading.isEmpty ? 0 : BarAppearance.itemSpacing)
            let hi = trailingStart - (bar.trailing.isEmpty ? 0 : BarAppearance.itemSpacing)
            let size = center.size(for: ProposedViewSize(width: max(0, hi - lo), height: BarAppearance.barHeight))
            let x = min(max((bounds.width - size.width) / 2, lo), max(lo, hi - size.width))
            center.place(
                in: leadingRect(
                    CGPoint(x: x, y: (BarAppearance.barHeight - size.height) / 2), size, in: bounds))
        }
        if let title = bar.largeTitle {
            let width = max(0, bounds.width - 2 * BarAppearance.margin)
            let size = title.size(for: ProposedViewSize(width: width, height: nil))
            let y = bar.titleHeight - BarAppearance.largeTitleBottomInset - size.height
            title.place(in: leadingRect(CGPoint(x: BarAppearance.margin, y: y), size, in: bounds))
        }
        if let search = bar.search {
            let width = max(0, bounds.width - 2 * BarAppearance.margin)
            let size = search.size(for: ProposedViewSize(width: width, height: BarAppearance.searchFieldHeight))
            let origin = CGPoint(x: BarAppearance.margin, y: bar.titleHeight + BarAppearance.searchFieldTop)
            search.place(in: leadingRect(origin, size, in: bounds))
        }
    }

    /// Places `items` in a row from the leading (or trailing) margin, centred vertically; returns
    /// the far edge of the row as a leading offset.
    @MainActor private func placeRow(_ items: [LayoutNode], in row: CGRect, fromTrailing: Bool) -> CGFloat {
        let sizes = items.map { $0.size(for: ProposedViewSize(width: nil, height: row.height)) }
        let total = sizes.map(\.width).reduce(0, +) + BarAppearance.itemSpacing * CGFloat(max(0, items.count - 1))
        var x = fromTrailing ? row.width - BarAppearance.margin - total : BarAppearance.margin
        let start = x
        for (item, size) in zip(items, sizes) {
            item.place(in: leadingRect(CGPoint(x: x, y: (row.height - size.height) / 2), size, in: row))
            x += size.width + BarAppearance.itemSpacing
        }
        if items.isEmpty { return fromTrailing ? row.width - BarAppearance.margin : BarAppearance.margin }
        return fromTrailing ? start : start + total
    }

    private func place(_ bar: BottomBar, in bounds: CGRect) {
        let height = BarAppearance.bottomBarHeight
        let rect = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        bar.background?.place(in: environment.safeAreaGeometry?.extending(rect, edges: .bottom) ?? rect)
        bar.shadow?.place(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1 / max(scale, 1)))
        if let row = bar.row {
            let width = max(0, rect.width - 2 * BarAppearance.margin)
            let size = row.size(for: ProposedViewSize(width: width, height: height))
            row.place(
                in: leadingRect(CGPoint(x: BarAppearance.margin, y: (height - size.height) / 2), size, in: rect))
        }
        if let status = bar.status {
            let size = status.size(for: ProposedViewSize(width: rect.width - 2 * BarAppearance.margin, height: height))
            align(status, size: size, in: rect, alignment: .center)
        }
    }

    // MARK: Building the bars

    /// The nodes of the entries in `slots`, each view of an entry its own item, in `scheme` when
    /// `.toolbarColorScheme` set one.
    private static func nodes(
        _ model: NavigationBarModel, _ slots: Set<ToolbarItemPlacement.Slot>, _ environment: EnvironmentValues,
        scheme: ColorScheme?
    ) -> [LayoutNode] {
        model.items.filter { slots.contains($0.placement.slot) }.flatMap { entry in
            var env = entry.environment ?? environment
            env.navigationBarModel = nil
            if let scheme { env.colorScheme = scheme }
            env.font = entry.placement.isConfirmation ? Font.body.weight(.semibold) : .body
            return ViewResolver.nodes(entry.view, env)
        }
    }

    private static func topBar(_ model: NavigationBarModel, _ outer: EnvironmentValues) -> TopBar {
        var environment = outer
        if let scheme = model.barColorScheme { environment.colorScheme = scheme }
        var bar = TopBar()
        // A `_NavigationBarAppearance` with a background is also the scroll-edge appearance, so its
        // background shows at rest; `.toolbarBackground` still decides over it, as on iOS.
        let appearance = environment._navigationBarAppearance
        let byAppearance = model.barBackground == .automatic && appearance?.backgroundColor != nil
        if model.barBackground == .visible || byAppearance {
            let style = model.barBackgroundStyle ?? appearance?.backgroundColor.map { AnyShapeStyle($0) }
            bar.background = BarAppearance.backgroundNode(style, environment)
            bar.shadow = BarAppearance.shadowNode(appearance?.shadowColor, environment)
        }
        bar.leading = nodes(model, [.leading], environment, scheme: model.barColorScheme)
        bar.trailing = nodes(model, [.trailing], environment, scheme: model.barColorScheme)
        let principal = nodes(model, [.principal], environment, scheme: model.barColorScheme)
        let title = model.title.flatMap { Self.isEmpty($0, environment) ? nil : $0 }
        let large = model.displayMode != .inline
        if !principal.isEmpty {
            bar.center =
                principal.count == 1
                ? principal[0]
                : StackNode(
                    axis: .horizontal, alignment: VerticalAlignment.center, spacing: BarAppearance.itemSpacing,
                    children: principal, environment: environment)
        } else if let title, !large {
            let styled = title.font(appearance?.titleFont ?? .headline).lineLimit(1)
            bar.center = titleNode(styled, color: appearance?.titleColor, environment)
        }
        if let title, large {
            let styled = title.font(appearance?.largeTitleFont ?? .largeTitle.bold()).lineLimit(1)
            bar.largeTitle = titleNode(styled, color: appearance?.largeTitleColor, environment)
        }
        if let search = model.search {
            bar.search = ViewResolver.node(SearchField(text: search.text, prompt: search.prompt), environment)
        }
        return bar
    }

    private static func bottomBar(_ model: NavigationBarModel, _ outer: EnvironmentValues) -> BottomBar? {
        var environment = outer
        if let scheme = model.bottomBarColorScheme { environment.colorScheme = scheme }
        let items = nodes(model, [.bottom], environment, scheme: model.bottomBarColorScheme)
        let status = nodes(model, [.status], environment, scheme: model.bottomBarColorScheme)
        if items.isEmpty && status.isEmpty { return nil }
        var bar = BottomBar()
        if model.bottomBarBackground != .hidden {
            bar.background = BarAppearance.backgroundNode(model.bottomBarBackgroundStyle, environment)
            bar.shadow = BarAppearance.shadowNode(nil, environment)
        }
        if !items.isEmpty {
            bar.row = StackNode(
                axis: .horizontal, alignment: VerticalAlignment.center, spacing: BarAppearance.itemSpacing,
                children: items, environment: environment)
        }
        if !status.isEmpty {
            bar.status =
                status.count == 1
                ? status[0]
                : StackNode(
                    axis: .horizontal, alignment: VerticalAlignment.center, spacing: BarAppearance.itemSpacing,
                    children: status, environment: environment)
        }
        return bar
    }

    /// The node of a title, in `color` (an appearance's) when given.
    private static func titleNode(_ title: some View, color: Color?, _ environment: EnvironmentValues) -> LayoutNode {
        guard let color else { return ViewResolver.node(title, environment) }
        return ViewResolver.node(title.foregroundColor(color), environment)
    }

    /// Whether `title` reads as an empty string (no large-title area is drawn for it).
    private static func isEmpty(_ title: Text, _ environment: EnvironmentValues) -> Bool {
        title.plainText.isEmpty
    }
}
