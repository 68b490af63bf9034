/// Modifiers that only change behaviour: they compile and leave the static appearance as it is.
extension View {
    /// A tap action (not run in a headless render).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// An appear action (not run in a headless render).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
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
    /// A selection tag.
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
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
    /// A content shape for hit testing.
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
    /// Ignores safe areas (a headless render has none).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}

/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// Raw bits.
    public let rawValue: Int
    /// Wraps bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// All regions.
    public static let all = SafeAreaRegions(rawValue: 3)
    /// The keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// The container.
    public static let container = SafeAreaRegions(rawValue: 1)
}

/// An animation description (headless renders show final states).
public struct Animation: Hashable, Sendable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Linear.
    public static let linear = Animation(name: "linear")
    /// Linear over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear(\(duration))") }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
    /// Repeats forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}
