/// The size class of controls: SwiftUI's `ControlSize`, set with `.controlSize(_:)` and read with
/// `@Environment(\.controlSize)`.
///
/// The `.bordered` and `.borderedProminent` button styles and the `.button` toggle style size
/// themselves by it (`BorderedButtonMetrics` has the table); `.extraLarge` draws as `.large`, as
/// on iOS outside visionOS. Other controls keep their one iOS size, as on iPhone.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// The default size.
    case regular
    /// Large controls.
    case large
    /// Extra large controls (iOS 17).
    case extraLarge
}
