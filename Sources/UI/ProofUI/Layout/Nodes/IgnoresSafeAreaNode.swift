/// The node of `.ignoresSafeArea`: its content is placed in its frame grown into the render's safe
/// area insets on the chosen edges where the frame reaches them (nothing changes without a safe area,
/// or for the keyboard region alone: a still frame shows no keyboard).
final class IgnoresSafeAreaNode: WrapperNode {
    /// The edges that may grow.
    let edges: Edge.Set
    /// Whether the container region (the device's bars) is ignored.
    let ignoresContainer: Bool

    init(child: LayoutNode, regions: SafeAreaRegions, edges: Edge.Set, environment: EnvironmentValues) {
        self.edges = edges
        ignoresContainer = regions.contains(.container)
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in bounds: CGRect) {
        guard ignoresContainer, let safeArea = environment.safeAreaGeometry else { return child.place(in: bounds) }
        let grown = safeArea.extending(bounds, edges: edges)
        _ = child.size(for: ProposedViewSize(grown.size))
        child.place(in: grown)
    }
}
