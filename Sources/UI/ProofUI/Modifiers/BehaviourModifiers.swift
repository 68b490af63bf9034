/// Modifiers that only change behaviour: they compile and leave the static appearance as it is.
extension View {
    /// A tap action (not run in a headless render).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// An appear action: runs once before the frame is drawn, so state it sets shows (see
    /// `AppearScope` for how a still frame runs it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearActionModifier(action: action ?? {}))
    }
    /// A disappear action (not run).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// An async task (not run).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    { self }
    /// A change observer (not run).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// A change observer (not run).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { self }
    /// A tab item (shown by a tab view; recorded nowhere in a single view render).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// A navigation title (no navigation bar is drawn headlessly).
    public func navigationTitle(_ title: String) -> some View { self }
    /// A navigation title.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// Toolbar content (no bar is drawn headlessly).
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View { self }
    /// A sheet (not presented headlessly).
    public func sheet<V: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> V
    ) -> some View { self }
    /// An identifier for view identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// An animation (headless renders show the final state).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// A content shape for hit testing (inert: a still frame takes no taps).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Ignores safe areas (a headless render has none).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}
