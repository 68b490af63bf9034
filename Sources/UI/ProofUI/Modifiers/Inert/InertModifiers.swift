import Foundation

// Modifiers that change only what happens when a person types, scrolls, taps or is shown another
// screen. A still frame of the view as it rests looks the same with or without them, so each
// returns the view unchanged; they exist so that a team's code compiles as written. (Modifiers
// that change pixels on iOS — a search bar, a badge — are not here: they are drawn or absent.)
nonisolated extension View {
    /// The keyboard a text field asks for (no keyboard in a still frame).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The content type a text field autofills (no autofill in a still frame).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// How typing is capitalised (nothing is typed).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Turns autocorrection off (nothing is typed).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// The return key's title (no keyboard).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// An action run on submission (nothing is submitted).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Scroll indicator visibility (a resting scroll view shows none).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }
    /// Whether scrolling dismisses the keyboard (no keyboard).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Whether the view scrolls at all (a still frame shows the content at rest either way).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// A pull-to-refresh action (not run: nothing is pulled; not `@Sendable`, as `task(priority:_:)`
    /// explains).
    public func refreshable(action: @escaping () async -> Void) -> some View { self }
    /// Swipe actions of a list row (hidden until swiped).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }
    /// A context menu (shown only on a long press).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A context menu with a preview (shown only on a long press).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    { self }
    /// A long-press action (nothing is pressed).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> some View { self }
    /// An alert (not presented in a still frame of the view under it).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> some View
    { self }
    /// An alert with a title string (not presented).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }
    /// An alert with a message (not presented).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }
    /// An alert with a title string and a message (not presented).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    /// A sheet for an item (not presented).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
    /// A full-screen cover (not presented).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    /// A full-screen cover for an item (not presented).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
    /// A popover (not presented).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    /// The heights a presented sheet rests at (this view is drawn as it is, unpresented).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Whether a sheet can be swiped away (nothing is swiped).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Hides the status bar (a headless render has none).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// A help tag (shown on hover on macOS and visionOS; never in a still frame).
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// Marks the view as holding private data (drawn as is unless redacted for privacy).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// Digits of equal width: the bundled UI family's digits are already tabular, so the view is
    /// unchanged.
    public func monospacedDigit() -> some View { self }
}

extension Text {
    /// Digits of equal width: the bundled UI family's digits are already tabular.
    public func monospacedDigit() -> Text { self }
}
