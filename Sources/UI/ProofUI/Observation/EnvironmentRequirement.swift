import ProofLocking

/// A dynamic property that needs an object from the environment (`@EnvironmentObject`,
/// `@Environment(Model.self)`).
protocol EnvironmentRequirement {
    /// Whether this property needs an object at all (`@Environment(\.key)` does not).
    var requiresObject: Bool { get }
    /// The error to fail the render with when `environment` lacks the object, or nil.
    func missingObject(in environment: EnvironmentValues) -> RenderError?
}

/// Finds, by reflection, the environment objects a view (or view modifier) needs and checks
/// that its environment has them before the body runs.
enum EnvironmentRequirements {
    /// Whether values of a type have properties that require an object, by dynamic type. Stored
    /// properties are the same for every value of a type, and which initialiser a property wrapper
    /// uses (`@Environment(\.key)` or `@Environment(Model.self)`) is fixed by its declaration, so
    /// one reflection per type decides; only the types that do need objects are reflected again.
    /// (Reflecting every view with an `@Environment` on every render was a sixth of layout time.)
    private static let typesWithRequirements = Locked<[ObjectIdentifier: Bool]>([:])

    /// The first missing object of `value`'s properties in `environment`, or nil.
    static func missingObject<T>(in value: T, _ environment: EnvironmentValues) -> RenderError? {
        // The dynamic type: `T` may be an existential, shared by values of many types.
        let key = ObjectIdentifier(type(of: value))
        if let known = typesWithRequirements.withLock({ $0[key] }), !known { return nil }
        var found = false
        let missing = check(value, environment, found: &found)
        typesWithRequirements.withLock { $0[key] = found }
        return missing
    }

    private static func check(_ value: Any, _ environment: EnvironmentValues, found: inout Bool) -> RenderError? {
        for child in Mirror(reflecting: value).children {
            if let requirement = child.value as? any EnvironmentRequirement {
                guard requirement.requiresObject else { continue }
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
