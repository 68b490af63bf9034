/// A token that the environment may replace where it is used: per named theme (`themeable`), or
/// from any environment value (`withEnvironmentAdjustment`).
public protocol AdjustableByEnvironment: Sendable {
    /// Computes the token to use in an environment, or nil to keep this one.
    typealias EnvironmentAdjustment = @Sendable (_ variable: Self, _ environment: EnvironmentValues) -> Self?

    /// The adjustment, if any.
    var environmentAdjustment: EnvironmentAdjustment? { get set }
}

extension AdjustableByEnvironment {
    /// The token, replaced in each environment by what `adjustment` returns (nil keeps it).
    public func withEnvironmentAdjustment(_ adjustment: @escaping EnvironmentAdjustment) -> Self {
        var copy = self
        copy.environmentAdjustment = adjustment
        return copy
    }

    /// The token, replaced under the theme set by `.foundation(.theme(_:))` by what `adjustment`
    /// returns for it (nil, and the nil theme where none is set, keep it).
    ///
    /// ```swift
    /// static let regular = Theme.Padding(8).themeable { theme in theme == .compact ? .value(6) : nil }
    /// ```
    public func themeable(_ adjustment: @escaping @Sendable (_ theme: Theme?) -> Self?) -> Self {
        withEnvironmentAdjustment { _, environment in adjustment(environment.foundationTheme) }
    }

    /// The token to use in `environment` (nil: this one).
    func adjusted(in environment: EnvironmentValues?) -> Self {
        guard let environment, let adjustment = environmentAdjustment else { return self }
        return adjustment(self, environment) ?? self
    }
}
