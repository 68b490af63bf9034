/// The options of a `Picker`: its content's views in order, each with the tag `.tag(_:)` (or a
/// `ForEach` element's identifier) gave it, and which one the selection names.
///
/// A style draws an option by resolving the content again in its own environment (a segment's
/// font, the menu's tint) and taking the view at the option's index (`PickerOptionView`), so the
/// option looks as it would anywhere else in that environment.
struct PickerOptions {
    /// The picker's content.
    let content: AnyView
    /// The tag of each option (nil: an untagged view, shown but never selected).
    let tags: [AnyHashable?]
    /// The index of the option whose tag equals the selection; nil when none does.
    let selectedIndex: Int?

    /// The options of `content` for `selection`, resolved in `environment`.
    @MainActor init<Content: View>(_ content: Content, selection: AnyHashable, _ environment: EnvironmentValues) {
        self.content = AnyView(content)
        let nodes = EnvironmentValues.withCurrent(environment) { ViewResolver.nodes(content, environment) }
        tags = nodes.map(\.tagThroughWrappers)
        selectedIndex = tags.firstIndex { $0 == selection }
    }

    /// How many options there are.
    var count: Int { tags.count }

    /// The view of option `index`.
    func option(_ index: Int) -> PickerOptionView { PickerOptionView(content: content, index: index) }

    /// The view of the selected option; nil when no option is selected.
    var selected: PickerOptionView? { selectedIndex.map(option) }
}
