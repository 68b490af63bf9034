import Synchronization

/// A dynamic property that needs an object from the environment (`@EnvironmentObject`,
/// `@Environment(Model.self)`).
protocol EnvironmentRequirement {
    /// The error to fail the render with when `environment` lacks the object, or nil.
    func missingObject(in environment: EnvironmentValues) -> RenderError?
}

/// Finds, by reflection, the environment objects a view (or view modifier) needs and checks
/// that its environment has them before the body runs.
enum EnvironmentRequirements {
    /// Whether values of a type have requirement properties, by type (stored properties are the
    /// same for every value of a type, so one reflection per type decides).
    private static let typesWithRequirements = Mutex<[ObjectIdentifier: Bool]>([:])

    /// The first missing object of `value`'s properties in `environment`, or nil.
    static func missingObject<T>(in value: T, _ environment: EnvironmentValues) -> RenderError? {
        let key = ObjectIdentifier(T.self)
        if let known = typesWithRequirements.withLock({ $0[key] }), !known { return nil }
        var found = false
        let missing = check(value, environment, found: &found)
        typesWithRequirements.withLock { $0[key] = found }
        return missing
    }

    private static func check(_ value: Any, _ environment: EnvironmentValues, found: inout Bool) -> RenderError? {
        for child in Mirror(reflecting: value).children {
            if let requirement = child.value as? any EnvironmentRequirement {
                found = true
                if let missing = requirement.missingObject(in: environment) { return missing }
            } else if child.value is any DynamicProperty,
                let missing = check(child.value, environment, found: &found)
            {
                // A struct of dynamic properties (SwiftUI lets views compose them).
                return missing
            }
        }
        return nil
    }
}
