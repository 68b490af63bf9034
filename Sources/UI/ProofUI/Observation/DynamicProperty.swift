/// A stored property of a view that the renderer prepares before the view's body runs: `@State`,
/// `@Environment`, `@EnvironmentObject`, `@ObservedObject`, `@StateObject`, `@ScaledMetric`,
/// `@FocusState`, or a struct of such properties.
///
/// As in SwiftUI, the renderer finds these properties by reflection. Proof uses them to check,
/// before a body runs, that every object the view reads from the environment is there (see
/// `RenderError.missingEnvironmentObject`). `update()` is never called: a render is a still
/// frame, nothing changes between two bodies.
public protocol DynamicProperty {
    /// Called by SwiftUI before each body evaluation; Proof does not call it.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
