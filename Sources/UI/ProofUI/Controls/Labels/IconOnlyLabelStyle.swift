/// The icon alone (where SwiftUI keeps the hidden title as the accessibility label, Proof records
/// none: the title is a view, not a string).
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
