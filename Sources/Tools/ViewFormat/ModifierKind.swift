import ProofUI

/// One modifier of the JSON view format, declared once: its name (the key of `{"padding": 16}`),
/// one line of documentation, and how it changes a view. `ModifierKind.all` is the table parsing,
/// "did you mean" suggestions and `ViewFormatReference` read.
struct ModifierKind: Sendable {
    /// What the modifier applies to.
    enum Target: Sendable {
        /// A bare shape: the modifier draws it and must come first on a shape view (`fill`, `stroke`).
        case shape
        /// Any view.
        case view
    }

    /// The key that names it.
    let name: String
    /// What it does and the argument it takes, for the documentation.
    let summary: String
    /// What it applies to.
    let target: Target
    /// The view with the modifier applied.
    let apply: @Sendable (ModifierInput) throws(ViewSpecError) -> AnyView

    /// A modifier.
    init(
        _ name: String, _ summary: String, target: Target = .view,
        apply: @escaping @Sendable (ModifierInput) throws(ViewSpecError) -> AnyView
    ) {
        self.name = name
        self.summary = summary
        self.target = target
        self.apply = apply
    }

    /// The modifier named `name`.
    static func named(_ name: String) -> ModifierKind? { all.first { $0.name == name } }

    /// Every modifier name, in documentation order.
    static let names = all.map(\.name)
}
