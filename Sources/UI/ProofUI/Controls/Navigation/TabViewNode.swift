/// Lays out a tab view: the selected tab's content centred in the space above the 49 pt tab bar,
/// whose items share its width equally (UITabBar's compact-width layout). In the page style the
/// selected page takes the whole view and the page dots sit in a 26 pt row at its bottom. The tab
/// view takes all the space it is offered; with no height offered it is as tall as the content's
/// ideal height and its bar.
final class TabViewNode: LayoutNode {
    let content: LayoutNode?
    let background: LayoutNode?
    let shadow: LayoutNode?
    let items: [LayoutNode]
    /// The badges of the items, by item index.
    let badges: [(index: Int, node: LayoutNode)]
    let dots: [LayoutNode]
    /// The capsule behind the dots (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
    let dotsBackground: LayoutNode?
    let showsBar: Bool

    init(
        tabs: [LayoutNode], selectedIndex: Int, style: TabViewStyleKind, model: TabBarModel,
        environment: EnvironmentValues
    ) {
        content = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
        switch style {
        case .tabBar:
            showsBar = !model.isHidden
            dots = []
            dotsBackground = nil
            items =
                !showsBar
                ? []
                : tabs.enumerated().map { index, tab in
                    let label = TabItemNode.item(of: tab)?.label ?? TabItemLabel(title: nil, icon: nil)
                    return ViewResolver.node(TabBarItem(label: label, isSelected: index == selectedIndex), environment)
                }
            badges =
                !showsBar
                ? []
                : tabs.enumerated().compactMap { index, tab in
                    BadgeNode.badge(of: tab).map { label in
                        let badge = TabBarBadge(label: label, isSelected: index == selectedIndex)
                        return (index, ViewResolver.node(badge, environment))
                    }
                }
            let hasBackground = showsBar && model.background != .hidden
            // The appearance's colours where no `.toolbarBackground` set a style (SwiftUI's wins).
            let appearance = environment._tabBarAppearance
            let style = model.backgroundStyle ?? appearance?.backgroundColor.map { AnyShapeStyle($0) }
            background = hasBackground ? BarAppearance.backgroundNode(style, environment) : nil
            shadow = hasBackground ? BarAppearance.shadowNode(appearance?.shadowColor, environment) : nil
        case .page(let mode):
            showsBar = false
            items = []
            badges = []
            background = nil
            shadow = nil
            let shown = mode.mode == .always || (mode.mode == .automatic && tabs.count > 1)
            dots =
                shown
                ? tabs.indices.map { index in
                    ViewResolver.node(
                        Circle().fill(index == selectedIndex ? BarAppearance.currentPageDot : BarAppearance.pageDot),
                        environment)
                } : []
            dotsBackground =
                shown && environment.pageIndexHasBackground
                ? ViewResolver.node(Capsule().fill(BarAppearance.pageIndexBackground), environment) : nil
        }
        super.init(environment: environment)
    }

    override var children: [LayoutNode] {
        [content, background, shadow].compactMap { $0 } + items + badges.map(\.node)
            + [dotsBackground].compactMap { $0 } + dots
    }
    override var debugName: String { "TabView" }

    private var barHeight: CGFloat { showsBar ? BarAppearance.tabBarHeight : 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? content?.size(for: ProposedViewSize(width: nil, height: nil)).width ?? 0
        if let height = proposal.height { return CGSize(width: width, height: height) }
        let contentHeight = content?.size(for: ProposedViewSize(width: width, height: nil)).height ?? 0
        return CGSize(width: width, height: contentHeight + barHeight)
    }

    override func placeChildren(in bounds: CGRect) {
        let contentRect = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - barHeight))
        if let content {
            align(
                content, size: content.size(for: ProposedViewSize(contentRect.size)), in: contentRect,
                alignment: .center)
        }
        if showsBar {
            let bar = CGRect(x: bounds.minX, y: contentRect.maxY, width: bounds.width, height: barHeight)
            // The bar's background reaches under the home indicator, as a tab bar's does.
            background?.place(in: environment.safeAreaGeometry?.extending(bar, edges: .bottom) ?? bar)
            shadow?.place(in: CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: 1 / max(scale, 1)))
            let cell = items.isEmpty ? 0 : bar.width / CGFloat(items.count)
            for (index, item) in items.enumerated() {
                let size = item.size(for: ProposedViewSize(width: cell, height: nil))
                let x = cell * CGFloat(index) + (cell - size.width) / 2
                item.place(in: leadingRect(CGPoint(x: x, y: BarAppearance.tabItemTop), size, in: bar))
            }
            for (index, badge) in badges {
                let size = badge.size(for: ProposedViewSize(width: nil, height: nil))
                let x = cell * CGFloat(index) + cell / 2 + BarAppearance.tabBadgeOffset
                badge.place(in: leadingRect(CGPoint(x: x, y: BarAppearance.tabBadgeTop), size, in: bar))
            }
        }
        if !dots.isEmpty {
            let d = BarAppearance.pageDotDiameter
            let total = d * CGFloat(dots.count) + BarAppearance.pageDotSpacing * CGFloat(dots.count - 1)
            let y = bounds.height - (BarAppearance.pageControlHeight + d) / 2
            let inset = BarAppearance.pageIndexBackgroundInset
            dotsBackground?.place(
                in: CGRect(
                    x: bounds.minX + (bounds.width - total) / 2 - inset,
                    y: bounds.maxY - BarAppearance.pageControlHeight, width: total + 2 * inset,
                    height: BarAppearance.pageControlHeight))
            for (index, dot) in dots.enumerated() {
                let x = (bounds.width - total) / 2 + CGFloat(index) * (d + BarAppearance.pageDotSpacing)
                dot.place(in: leadingRect(CGPoint(x: x, y: y), CGSize(width: d, height: d), in: bounds))
            }
        }
    }
}
