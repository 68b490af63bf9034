/// The layout direction a trait collection specifies (UIKit's `UITraitEnvironmentLayoutDirection`),
/// with `unspecified` for a collection that leaves it to the environment.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not specified: the environment's direction applies.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
