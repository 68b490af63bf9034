/// Runs `onAppear` actions once before the frame is drawn, so that state they set shows.
///
/// SwiftUI runs an appear action after the view first appears and draws again with the state the
/// action set. A render has one frame, so ProofUI runs each action while it resolves the tree and,
/// when an action ran inside the body of a view, evaluates that body once more (with every appear
/// action inside suppressed, so that each runs once). What shows: what the actions set on the
/// view's own `@State`, on models and through bindings. What does not: state owned by a view
/// nested in that body that its own `onAppear` set, when the outer body also ran an action (the
/// second evaluation makes the nested view again, with fresh state, and does not run its action
/// twice).
final class AppearScope: @unchecked Sendable {
    // @unchecked: a scope is only used by the thread resolving the tree it belongs to.
    /// Whether an action ran while this scope's body was resolved.
    private var ran = false
    /// Whether actions are suppressed (the second evaluation).
    private let suppressed: Bool

    private init(suppressed: Bool) { self.suppressed = suppressed }

    @TaskLocal private static var current: AppearScope?

    /// Resolves a body with `build`, again if an appear action ran inside it.
    static func resolve<T>(_ build: () -> T) -> T {
        if current?.suppressed == true { return build() }
        let scope = AppearScope(suppressed: false)
        let resolution = PreferenceResolution.current
        let numbered = resolution?.counter
        let first = $current.withValue(scope) { build() }
        guard scope.ran else { return first }
        // The second evaluation numbers its `onPreferenceChange`s as the first did.
        if let numbered { resolution?.counter = numbered }
        return $current.withValue(AppearScope(suppressed: true)) { build() }
    }

    /// Runs an appear action unless this is a second evaluation. (Outside any body — a root
    /// modifier, or content a `GeometryReader` builds at placement — it just runs.)
    static func run(_ action: () -> Void) {
        guard let scope = current else { return action() }
        if scope.suppressed { return }
        scope.ran = true
        action()
    }
}
