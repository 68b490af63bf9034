import ProofUI

/// Whether the skeletons in a view are shown, and animated (`.oudsSkeleton(isVisible:isAnimated:)`).
/// OUDS iOS keeps this type internal; Proof exposes it read-only so tests can read the environment.
public struct OUDSSkeletonState: Hashable, Sendable {
    /// The shimmer runs.
    public let isAnimated: Bool
}

private struct OUDSSkeletonStateKey: EnvironmentKey {
    static let defaultValue: OUDSSkeletonState? = nil
}

extension EnvironmentValues {
    /// The skeleton state set by `.oudsSkeleton(isVisible:isAnimated:)`; nil when skeletons are off.
    public var oudsSkeletonState: OUDSSkeletonState? {
        get { self[OUDSSkeletonStateKey.self] }
        set { self[OUDSSkeletonStateKey.self] = newValue }
    }
}
