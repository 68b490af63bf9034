/// The children of one element of an `OutlineGroup`: the rows its disclosure group shows when
/// expanded (SwiftUI's type-erased `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren: View, ViewList {
    let view: AnyView
    /// Primitive.
    public var body: Never { fatalError("OutlineSubgroupChildren is primitive") }
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
}
