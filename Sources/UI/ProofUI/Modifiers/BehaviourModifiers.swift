/// Modifiers that only change behaviour: they compile and leave the static appearance as it is.
nonisolated extension View {
    /// A tap action (not run in a headless render).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// An appear action: runs once before the frame is drawn, so state it sets shows (see
    /// `AppearScope` for how a still frame runs it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearActionModifier(action: action ?? {}))
    }
    /// A disappear action (not run).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// An async task (not run). Where we differ: SwiftUI's action is `@Sendable` and isolated to the
    /// main actor with the view; ProofUI's views are not main-actor isolated, so a `@Sendable`
    /// closure capturing `self` would not compile here. The action never runs, so it need not be
    /// sendable.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }
    /// An async task restarted when `value` changes (not run; see `task(priority:_:)`).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View { self }
    /// A change observer (not run).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// A change observer (not run).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { self }
    /// A sheet (not presented headlessly).
    public func sheet<V: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> V
    ) -> some View { self }
    /// An identifier for view identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// An animation (headless renders show the final state).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}
