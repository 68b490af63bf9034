/// Records accessibility properties for the child's frame.
final class AccessibilityNode: WrapperNode {
    var record: AccessibilityRecord
    init(child: LayoutNode, record: AccessibilityRecord, environment: EnvironmentValues) {
        self.record = record
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Accessibility" }
    override func draw(_ list: inout DisplayListBuilder) {
        var r = record
        r.frame = frame
        list.append(.accessibility(r))
        child.draw(&list)
    }
}
