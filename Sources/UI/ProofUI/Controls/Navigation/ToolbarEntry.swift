/// One view a toolbar shows, with where it goes and the environment it was declared in.
struct ToolbarEntry {
    /// Where the view goes.
    let placement: ToolbarItemPlacement
    /// The view.
    let view: AnyView
    /// The environment at the `.toolbar` modifier (nil until the modifier records the entry).
    var environment: EnvironmentValues?

    init(placement: ToolbarItemPlacement, view: AnyView, environment: EnvironmentValues? = nil) {
        self.placement = placement
        self.view = view
        self.environment = environment
    }

    /// The entry declared in `environment`.
    func resolved(in environment: EnvironmentValues) -> ToolbarEntry {
        ToolbarEntry(placement: placement, view: view, environment: environment)
    }
}
