/// A value delivered later through a callback, as swift-snapshot-testing's strategies produce
/// their snapshots (a web view that finishes loading, an image that decodes).
///
/// Proof's view strategies deliver at once; `assertSnapshot` waits up to its `timeout` for the
/// others.
public struct Async<Value> {
    /// Starts the work and calls the callback with the value when it is ready.
    public let run: (@escaping (Value) -> Void) -> Void

    /// A value made by `run`, which calls its callback once the value is ready.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) { self.run = run }

    /// A value ready now.
    public init(value: Value) { self.init { callback in callback(value) } }

    /// The value transformed by `f` once it is ready.
    public func map<NewValue>(_ f: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in self.run { callback(f($0)) } }
    }
}
