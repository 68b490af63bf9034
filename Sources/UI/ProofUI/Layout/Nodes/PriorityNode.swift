/// `.layoutPriority`.
final class PriorityNode: WrapperNode {
    init(child: LayoutNode, priority: Double, environment: EnvironmentValues) {
        super.init(child: child, environment: environment)
        layoutPriority = priority
    }
}
