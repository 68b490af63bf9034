import ProofUI

/// Which of a multiple token's values applies: OUDS "mobile" (compact) or "tablet" (regular).
public enum OUDSUserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// Mobile values.
    case compact
    /// Tablet values.
    case regular

    /// Compact when the horizontal **or** the vertical size class is compact (`ouds-tokens.md` §2.10),
    /// so an iPhone in portrait or landscape is compact; a missing size class counts as compact.
    public init(horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) {
        self = horizontal == .regular && vertical == .regular ? .regular : .compact
    }
}

extension EnvironmentValues {
    /// The OUDS size class of the environment's horizontal and vertical size classes.
    public var oudsSizeClass: OUDSUserInterfaceSizeClass {
        OUDSUserInterfaceSizeClass(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }
}
