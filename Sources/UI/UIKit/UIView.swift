import Synchronization

/// The part of UIKit's `UIView` that SwiftUI code calls: whether animations are enabled.
///
/// Where we differ: not a class to subclass or instantiate; there are no views to animate, so the
/// flag is only recorded (a still render never animates).
public enum UIView {
    private static let animationsEnabled = Atomic<Bool>(true)

    /// Records whether animations are enabled.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled.store(enabled, ordering: .relaxed) }

    /// The last value given to `setAnimationsEnabled(_:)`, true at first.
    public static var areAnimationsEnabled: Bool { animationsEnabled.load(ordering: .relaxed) }
}
