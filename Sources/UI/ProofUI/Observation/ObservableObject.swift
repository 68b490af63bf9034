/// A class whose published properties views read: SwiftUI's (Combine's) `ObservableObject`.
///
/// Where we differ: there is no Combine on Linux, so `objectWillChange` is an inert
/// `ObservableObjectPublisher` (`send()` compiles and does nothing) and nothing propagates
/// changes. A render is a still frame: a view shows the values the object holds when its body runs.
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange` (Combine constrains it to a `Publisher`; Proof has none).
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces a change before it happens (inert in Proof).
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// An inert publisher: `objectWillChange.send()` compiles and does nothing.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
