/// How a `Form` arranges its controls: SwiftUI's `FormStyle`, set with `.formStyle(_:)`.
///
/// As with list styles, the protocol has no public requirements here: a form draws iOS's grouped
/// style (`.automatic` is `.grouped` on iPhone). Where we differ: SwiftUI lets apps write their own
/// form styles with a `FormStyleConfiguration`; Proof does not have it yet, and `.columns` (a macOS
/// layout) is absent rather than drawn wrongly.
public protocol FormStyle: Sendable {}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default: grouped on iPhone.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded cards on the grouped background: an inset grouped list.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

nonisolated extension View {
    /// The style of the forms inside; iOS's only form style is grouped, which forms always draw.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
