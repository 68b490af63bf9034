/// The children of one element of an `OutlineGroup`: the rows its disclosure group shows when
/// expanded (SwiftUI's type-erased `OutlineSubgroupChildren`).
nonisolated public struct OutlineSubgroupChildren: View, ViewList {
    let view: AnyView
    /// Primitive.
    @MainActor public var body: Never { fatalError("OutlineSubgroupChildren is primitive") }
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
}
