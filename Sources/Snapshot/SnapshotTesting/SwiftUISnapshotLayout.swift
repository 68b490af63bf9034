import ProofUI

/// How a SwiftUI view is sized for its snapshot.
public enum SwiftUISnapshotLayout: Sendable {
    /// On a device's screen: the whole screen, the view centred in its safe area. (`.ignoresSafeArea()`
    /// does not yet reach into the insets here: the view is drawn inside them.)
    case device(config: ViewImageConfig)
    /// At exactly `width` × `height` points, the view centred.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's ideal size.
    case sizeThatFits
}
