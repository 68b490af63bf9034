/// Opacity, blend mode and shadow applied to the child drawn as a group.
final class LayerNode: WrapperNode {
    let opacity: Double
    let blendMode: BlendMode
    let shadow: ShadowSpec?
    init(
        child: LayoutNode, opacity: Double = 1, blendMode: BlendMode = .normal, shadow: ShadowSpec? = nil,
        environment: EnvironmentValues
    ) {
        self.opacity = max(0, min(1, opacity.isFinite ? opacity : 1))
        self.blendMode = blendMode
        self.shadow = shadow
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Layer" }
    /// A layer that changes nothing is only drawn as a group when asked (`.compositingGroup()`).
    var isGroupForced = false

    override func draw(_ list: inout DisplayListBuilder) {
        guard opacity > 0 else { return }
        if opacity >= 1, blendMode == .normal, shadow == nil, !isGroupForced {
            child.draw(&list)
            return
        }
        list.append(.beginLayer(opacity: opacity, blendMode: blendMode, shadow: shadow))
        child.draw(&list)
        list.append(.endLayer)
    }
}
