/// A token standing for a value (`Theme.Padding` for a length, `Theme.Font` for a font, …).
public protocol FoundationVariableWithValue: AdjustableByEnvironment {
    /// What the token stands for.
    associatedtype Value: Sendable

    /// The value where no adjustment applies.
    var value: Value { get }
    /// A token for `value`.
    init(value: Value)
}

extension FoundationVariableWithValue {
    /// A token for `value` (`Theme.Padding(8)`).
    public init(_ value: Value) { self.init(value: value) }

    /// A token for `value`, as a static member (`.value(6)` in a `themeable` closure).
    public static func value(_ value: Value) -> Self { Self(value: value) }

    /// The value in `environment` (its adjustment applied), or `value` without an environment.
    public func resolve(in environment: EnvironmentValues?) -> Value { adjusted(in: environment).value }

    /// The value under `theme` in `colorScheme`.
    public func resolve(theme: Theme?, colorScheme: FoundationColorScheme = .light) -> Value {
        var environment = colorScheme.environmentValues()
        environment.foundationTheme = theme
        return resolve(in: environment)
    }
}
