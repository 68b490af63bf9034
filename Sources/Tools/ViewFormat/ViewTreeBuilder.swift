import ProofArguments
import ProofUI

/// Builds a ProofUI view tree from the JSON view format of `proof render --json`: every view is an
/// object with `"view"` (its type name), the options of that type, optional `"children"` (stacks)
/// and optional `"modifiers"` (applied in order, as a SwiftUI modifier chain). Views are erased to
/// `AnyView`, so any tree can be built at run time. The view types are the `ViewKind` table, the
/// modifiers the `ModifierKind` table; `ViewFormatReference` documents both.
public struct ViewTreeBuilder: Sendable {
    /// The view types the format knows, in documentation order.
    public static let viewNames = ViewKind.all.map(\.name)

    /// How deeply views may nest (children, and the views of `background` and `overlay`): far deeper
    /// than any real screen, and a bound on the work a hostile file can ask for.
    public static let maxDepth = 48

    /// The nesting level of the views this builder builds (the root is 1).
    private let depth: Int

    /// A builder.
    public init() { depth = 1 }

    private init(depth: Int) { self.depth = depth }

    /// A builder for the views one level deeper.
    var nested: ViewTreeBuilder { ViewTreeBuilder(depth: depth + 1) }

    /// The view `value` describes, or the first problem found in it.
    public func view(from value: JSONValue) throws(ViewSpecError) -> AnyView { try build(value, role: "the root view") }

    /// Builds one view object; `role` says where it is ("child 2 of VStack") for messages about it.
    func build(_ value: JSONValue, role: String) throws(ViewSpecError) -> AnyView {
        guard depth <= Self.maxDepth else {
            throw ViewSpecError(
                "views nest more than \(Self.maxDepth) levels deep here: flatten the tree", at: value.position)
        }
        var reader = try ObjectReader(value, subject: role)
        let nameValue = try reader.required("view", example: "\"Text\"")
        let name = try nameValue.string("\"view\" of \(role)")
        guard let kind = ViewKind.named(name) else {
            let names = Self.viewNames
            throw ViewSpecError(
                "unknown view \"\(name)\"\(NameSuggester.hint(for: name, in: names)) "
                    + "(views: \(names.joined(separator: ", ")))",
                at: nameValue.position)
        }
        reader.subject = name
        let built = try kind.build(&reader, self)
        let modifiers = try reader.optional("modifiers")?.array("\"modifiers\" of \(name)") ?? []
        try reader.rejectUnknownKeys()
        return try ModifierApplier(builder: self).apply(modifiers, to: built.view, shape: built.shape, viewName: name)
    }

    /// The views of `"children"`, one level deeper.
    func children(_ reader: inout ObjectReader) throws(ViewSpecError) -> [AnyView] {
        let name = reader.subject
        guard let list = try reader.optional("children")?.array("\"children\" of \(name)") else { return [] }
        var views: [AnyView] = []
        for (i, child) in list.enumerated() { views.append(try nested.build(child, role: "child \(i + 1) of \(name)")) }
        return views
    }
}
