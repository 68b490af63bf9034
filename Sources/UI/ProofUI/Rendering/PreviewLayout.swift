/// The size a preview is shown at (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Hashable, Sendable {
    /// The whole screen of the preview's device (`previewDevice(_:)`, else `PreviewDevice.proofDefault`).
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}
