import Observation

/// The environment's objects: `ObservableObject`s put there by `.environmentObject(_:)` and
/// `@Observable` objects put there by `.environment(_:)`, one of each type (kept apart, as in
/// SwiftUI: `@EnvironmentObject` reads the first kind, `@Environment(Model.self)` the second).
private struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

private struct ObservableEnvironmentKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The `ObservableObject` of type `type` an ancestor provided with `.environmentObject(_:)`.
    func environmentObject<Object: ObservableObject>(_ type: Object.Type) -> Object? {
        self[EnvironmentObjectKey<Object>.self]
    }

    mutating func setEnvironmentObject<Object: ObservableObject>(_ object: Object) {
        self[EnvironmentObjectKey<Object>.self] = object
    }

    /// The `@Observable` object of type `type` an ancestor provided with `.environment(_:)`.
    func observableObject<Object: AnyObject & Observable>(_ type: Object.Type) -> Object? {
        self[ObservableEnvironmentKey<Object>.self]
    }

    mutating func setObservableObject<Object: AnyObject & Observable>(_ object: Object?) {
        self[ObservableEnvironmentKey<Object>.self] = object
    }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and its descendants, where
    /// `@EnvironmentObject var model: T` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0.setEnvironmentObject(object) })
    }

    /// Puts an `@Observable` object in the environment of this view and its descendants, where
    /// `@Environment(T.self) var model` reads it (nil removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0.setObservableObject(object) })
    }
}
