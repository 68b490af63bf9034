import ProofUI

/// A loading placeholder: `shape` filled with `theme.skeleton.colorBg`, inset vertically by
/// `spaces.paddingBlock3xsmall` with `securityMargin` (so stacked text lines stay apart). It draws
/// only inside a view marked `.oudsSkeleton(isVisible: true)`; elsewhere it is empty.
///
/// Animated skeletons sweep a gradient (`colorGradientStartEnd` → `colorGradientMiddle` →
/// `colorGradientStartEnd`) across the shape every 1.25 s, starting from off the leading edge; a
/// still frame is the sweep's first frame, which shows the fill alone.
///
/// ```swift
/// OUDSSkeleton(shape: Capsule()).frame(width: 120, height: 20)
/// ```
public struct OUDSSkeleton<S: Shape>: View {
    private let securityMargin: Bool
    private let shape: S
    @Environment(\.theme) private var theme
    @Environment(\.oudsSkeletonState) private var state

    /// A placeholder in `shape` (a rectangle by default), inset vertically with `securityMargin`.
    public init(securityMargin: Bool = true, shape: S = Rectangle()) {
        self.securityMargin = securityMargin
        self.shape = shape
    }

    /// The filled shape while a skeleton is shown, else nothing.
    public var body: some View {
        if state != nil {
            shape.fill(theme.skeleton.colorBg)
                .padding(.vertical, securityMargin ? theme.spaces.paddingBlock3xsmall : 0)
                .accessibilityLabel("Loading")
        }
    }
}
