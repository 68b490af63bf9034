import ProofUI

extension View {
    /// Shows the skeletons inside this view while `isVisible` (their content is hidden behind a
    /// placeholder of the same size), animated unless `isAnimated` is false. (OUDS also stops the
    /// shimmer with Reduce Motion and Low Power Mode; a still frame has neither.)
    /// Views opt in with `.skeleton(…)`; OUDS list items do it themselves.
    public func oudsSkeleton(isVisible: Bool, isAnimated: Bool = true) -> some View {
        modifier(SkeletonActivation(isVisible: isVisible, isAnimated: isAnimated))
    }

    /// Replaces this view by a rectangular placeholder of its size while skeletons are shown.
    public func skeleton(securityMargin: Bool = true) -> some View {
        modifier(SkeletonModifier(securityMargin: securityMargin, shape: Rectangle()))
    }

    /// Replaces this view by a placeholder in `shape`, of its size, while skeletons are shown.
    public func skeleton<S: Shape>(securityMargin: Bool = true, shape: S) -> some View {
        modifier(SkeletonModifier(securityMargin: securityMargin, shape: shape))
    }
}

/// Puts the skeleton state in the environment (nil when not visible).
private struct SkeletonActivation: ViewModifier {
    let isVisible: Bool
    let isAnimated: Bool
    func body(content: Content) -> some View {
        content.environment(
            \.oudsSkeletonState, isVisible ? OUDSSkeletonState(isAnimated: isAnimated) : nil)
    }
}

/// Hides the content behind an `OUDSSkeleton` of its size while skeletons are shown.
private struct SkeletonModifier<S: Shape>: ViewModifier {
    let securityMargin: Bool
    let shape: S
    @Environment(\.oudsSkeletonState) private var state

    @ViewBuilder func body(content: Content) -> some View {
        if state != nil {
            content.hidden().overlay { OUDSSkeleton(securityMargin: securityMargin, shape: shape) }
        } else {
            content
        }
    }
}
