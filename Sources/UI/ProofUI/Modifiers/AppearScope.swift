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
///
/// One scope serves one render (it lives in the render's `RenderDiagnostics`): a stack of "did an
/// action run in this body" flags, one per body being resolved, with no allocation or task-local
/// push per body.
final class AppearScope: @unchecked Sendable {
    // @unchecked: a scope is only used by the thread resolving the tree it belongs to.
    /// For each body being resolved, innermost last: whether an action ran inside it.
    private var ran: [Bool] = []
    /// How many second evaluations are under way (actions are suppressed inside them).
    private var suppressedDepth = 0

    /// Resolves a body with `build`, again (with actions suppressed) if an appear action ran
    /// inside it.
    func resolve<T>(_ build: () -> T) -> T {
        if suppressedDepth > 0 { return build() }
        let resolution = PreferenceResolution.current
        let numbered = resolution?.counter
        ran.append(false)
        let first = build()
        guard ran.removeLast() else { return first }
        // The second evaluation numbers its `onPreferenceChange`s as the first did.
        if let numbered { resolution?.counter = numbered }
        suppressedDepth += 1
        defer { suppressedDepth -= 1 }
        return build()
    }

    /// Runs an appear action unless this is a second evaluation. (Outside any body — a root
    /// modifier, or content a `GeometryReader` builds at placement — it just runs.)
    func run(_ action: () -> Void) {
        if suppressedDepth > 0 { return }
        if !ran.isEmpty { ran[ran.count - 1] = true }
        action()
    }

    /// `build` with every appear action inside held back (views resolved to be measured or looked
    /// into, not shown).
    func suppressing<T>(_ build: () -> T) -> T {
        suppressedDepth += 1
        defer { suppressedDepth -= 1 }
        return build()
    }

    /// `suppressing` in `environment`'s render (outside a render, `build` as it is).
    static func suppressing<T>(in environment: EnvironmentValues, _ build: () -> T) -> T {
        guard let scope = environment.diagnostics?.appearScope else { return build() }
        return scope.suppressing(build)
    }

    /// `resolve` in `environment`'s render (outside a render, `build` once).
    static func resolve<T>(in environment: EnvironmentValues, _ build: () -> T) -> T {
        guard let scope = environment.diagnostics?.appearScope else { return build() }
        return scope.resolve(build)
    }

    /// `run` in `environment`'s render (outside a render, the action runs).
    static func run(in environment: EnvironmentValues, _ action: () -> Void) {
        guard let scope = environment.diagnostics?.appearScope else { return action() }
        scope.run(action)
    }
}
