/// `.searchable`: a search field in the enclosing navigation stack's bar, below the title (the
/// navigation bar drawer, which iOS shows while the content is at its top, as in a still frame).
/// Outside a navigation stack it draws nothing, as in SwiftUI.
nonisolated extension View {
    /// A search field bound to `text`, with `prompt` ("Search" when nil).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    {
        let value = text.wrappedValue
        let shown = prompt ?? Text("Search")
        return modifier(BarRecordingModifier(navigation: { model, _ in model.search = (value, shown) }))
    }
    /// A search field with a localized prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    )
        -> some View
    { searchable(text: text, placement: placement, prompt: Text(prompt)) }
    /// A search field with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }
    /// A search field whose presentation is bound to `isPresented` (iOS 17; a still frame shows it
    /// at rest, not presented).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View { searchable(text: text, placement: placement, prompt: prompt) }
}
