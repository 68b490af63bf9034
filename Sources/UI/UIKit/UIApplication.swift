/// The app (UIKit's `UIApplication`): `UIApplication.shared` is a fixed value describing a
/// foreground app with default settings. There is no event loop: nothing is delivered to it.
public final class UIApplication: Sendable {
    /// The app's state (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The one app.
    public static let shared = UIApplication()

    private init() {}

    /// `.inactive`: the app is rendered but receives no events.
    public var applicationState: State { .inactive }
    /// `.large`, the default text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// `.leftToRight`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// false: the app is not registered for remote notifications.
    public var isRegisteredForRemoteNotifications: Bool { false }
}
