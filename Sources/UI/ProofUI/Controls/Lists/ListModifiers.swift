import Foundation

nonisolated extension View {
    /// Draws the lists inside in `style` (`.plain`, `.insetGrouped`, …).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltinListStyle)?.kind
        return modifier(ListTraitModifier { $0.listStyleKind = kind })
    }
    /// Draws `view` behind this row instead of the cell colour (clipped to the section's corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(ListTraitModifier { $0.listRowTraits.background = background })
    }
    /// Insets this row's content by `insets` in its cell instead of the style's insets; nil restores them.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListTraitModifier { $0.listRowTraits.insets = insets })
    }
    /// Shows or hides this row's separators on `edges`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListTraitModifier {
                if edges.contains(.top) { $0.listRowTraits.separatorTop = visibility }
                if edges.contains(.bottom) { $0.listRowTraits.separatorBottom = visibility }
            })
    }
    /// Colours this row's separators on `edges`; nil restores the `separator` colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListTraitModifier {
                if edges.contains(.top) { $0.listRowTraits.separatorTintTop = color }
                if edges.contains(.bottom) { $0.listRowTraits.separatorTintBottom = color }
            })
    }
    /// Shows or hides the separators above and below this section (a plain list draws the one
    /// below; the grouped styles draw none).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListTraitModifier {
                if edges.contains(.top) { $0.listRowTraits.sectionSeparatorTop = visibility }
                if edges.contains(.bottom) { $0.listRowTraits.sectionSeparatorBottom = visibility }
            })
    }
    /// Puts `spacing` points between the rows of the lists inside; in the inset styles each row
    /// then is its own rounded card, as on iOS 15 and later.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(ListTraitModifier { $0.listRowSpacing = spacing })
    }
    /// Sets the spacing between adjacent sections of the lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(ListTraitModifier { $0.listSectionSpacing = spacing })
    }
    /// Puts `spacing` points between adjacent sections of the lists inside.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }
    /// `.hidden` stops the lists and forms inside from drawing their background, so a `.background`
    /// behind them shows (their cells still draw).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(ListTraitModifier { $0.scrollContentBackground = visibility })
    }
    /// Sets the prominence of the section headers inside: `.increased` draws them larger and bolder.
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(ListTraitModifier { $0.headerProminence = prominence })
    }
}
