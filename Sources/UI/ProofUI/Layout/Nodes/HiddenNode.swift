/// Lays the child out but draws nothing (`.hidden()`).
final class HiddenNode: WrapperNode {
    override var debugName: String { "Hidden" }
    override func draw(_ list: inout DisplayListBuilder) {}
}
