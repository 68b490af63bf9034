/// The navigation title, bar and destination modifiers.
nonisolated extension View {
    /// The title the enclosing `NavigationStack` shows in its bar (large at the root unless
    /// `.navigationBarTitleDisplayMode(.inline)`).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(BarRecordingModifier(navigation: { model, _ in model.title = title }))
    }
    /// A navigation title from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// A navigation title from a string (not localized).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// A renamable navigation title (iOS 16): the binding's current value.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    /// How the navigation title is shown: large (34 pt bold below the bar), inline (17 pt
    /// semibold in the bar) or automatic (large at the root).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(BarRecordingModifier(navigation: { model, _ in model.displayMode = displayMode }))
    }
    /// How the toolbar title is shown (iOS 17's name for `navigationBarTitleDisplayMode`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// A navigation title (deprecated SwiftUI name of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// A navigation title from a localized key (deprecated SwiftUI name of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    /// A navigation title from a string (deprecated SwiftUI name of `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// A navigation title and how it is shown (deprecated SwiftUI form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// A navigation title from a localized key and how it is shown (deprecated SwiftUI form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode) }
    /// A navigation title from a string and how it is shown (deprecated SwiftUI form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationTitle(title).navigationBarTitleDisplayMode(displayMode) }

    /// Hides the navigation bar (deprecated; `.toolbar(.hidden, for: .navigationBar)` is the
    /// current form).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(BarRecordingModifier(navigation: { model, _ in model.isBarHidden = hidden }))
    }
    /// Hides the back button. The root of a stack, the only screen a still frame shows, has none,
    /// so the bar looks the same.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(BarRecordingModifier(navigation: { model, _ in model.isBackButtonHidden = hidesBackButton }))
    }
    /// Bar items at the leading and trailing edges (deprecated SwiftUI form of `.toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(
            BarRecordingModifier(navigation: { model, environment in
                model.items += [
                    ToolbarEntry(placement: .topBarLeading, view: AnyView(leading), environment: environment),
                    ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing), environment: environment),
                ]
            }))
    }
    /// Bar items at the leading edge (deprecated SwiftUI form of `.toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(
            BarRecordingModifier(navigation: { model, env in
                model.items.append(ToolbarEntry(placement: .topBarLeading, view: AnyView(leading), environment: env))
            }))
    }
    /// Bar items at the trailing edge (deprecated SwiftUI form of `.toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(
            BarRecordingModifier(navigation: { model, env in
                model.items.append(ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing), environment: env))
            }))
    }

    /// The style of the enclosing `NavigationView` (every style draws a stack on an iPhone).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// Whether a link shows its destination in the detail column of a split view (an iPhone has
    /// none, so nothing changes).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// The destination of `NavigationLink(value:)`s presenting `D`. Inert: a still frame shows the
    /// root of the stack, so no destination is built.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> some View
    { self }
    /// A destination pushed while `isPresented` is true. Inert: a still frame shows the root.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    { self }
    /// A destination pushed while `item` is non-nil (iOS 17). Inert: a still frame shows the root.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
}
