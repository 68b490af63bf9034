import ProofUI

/// Lays out a view and returns the frames of its identified subviews (`.accessibilityIdentifier`).
@MainActor struct LayoutProbe {
    let list: DisplayList

    init<V: View>(_ view: V, _ configuration: RenderConfiguration = RenderConfiguration()) throws {
        list = try ViewRenderer.displayList(view, configuration: configuration)
    }

    init<V: View>(
        _ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 1, direction: LayoutDirection = .leftToRight
    ) throws {
        try self.init(
            view,
            RenderConfiguration(size: .fixed(width: width, height: height), scale: scale, layoutDirection: direction))
    }

    /// The frame of the view identified as `id`.
    func frame(_ id: String) -> CGRect? { list.accessibility.first { $0.identifier == id }?.frame }
}

nonisolated extension View {
    /// Marks a view for `LayoutProbe`.
    func probe(_ id: String) -> some View { accessibilityIdentifier(id) }
}

/// A rectangle of a fixed size, identified.
func box(_ id: String, _ w: CGFloat, _ h: CGFloat) -> some View { Color.red.frame(width: w, height: h).probe(id) }
