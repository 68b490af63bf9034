import ProofUI

/// One view type of the JSON view format, declared once: its name (what `"view"` says), one line
/// of documentation, and how it is built from the object's other keys. `ViewKind.all` is the
/// table parsing, "did you mean" suggestions and `ViewFormatReference` read.
struct ViewKind: Sendable {
    /// What a view object builds: the view, and the shape when it is a bare shape (so that a first
    /// `fill`/`stroke`/`strokeBorder` modifier can draw it).
    struct Built {
        /// The view.
        var view: AnyView
        /// The shape, for shape views.
        var shape: ShapeSpec?

        /// A built view, a shape when `shape` is set.
        init(_ view: AnyView, shape: ShapeSpec? = nil) {
            self.view = view
            self.shape = shape
        }
    }

    /// The value of `"view"`: `VStack`, `Text`, …
    let name: String
    /// What it is and the keys it takes, for the documentation.
    let summary: String
    /// Builds the view from the object (`"view"` already read; `"modifiers"` read after).
    let build: @Sendable (inout ObjectReader, ViewTreeBuilder) throws(ViewSpecError) -> Built

    /// A view type.
    init(
        _ name: String, _ summary: String,
        build: @escaping @Sendable (inout ObjectReader, ViewTreeBuilder) throws(ViewSpecError) -> Built
    ) {
        self.name = name
        self.summary = summary
        self.build = build
    }

    /// The view type named `name`.
    static func named(_ name: String) -> ViewKind? { all.first { $0.name == name } }
}
