import ProofArguments
import ProofUI

/// Applies the `"modifiers"` of a JSON view in order, as a SwiftUI modifier chain. A modifier is an
/// object with one key, the modifier's name, whose value is its argument (`{"padding": 16}`); a
/// modifier without arguments may be written as its name alone (`"bold"` is `{"bold": true}`).
/// The names are the `ModifierKind` table.
struct ModifierApplier {
    /// Builds the views some modifiers take (`background`, `overlay`).
    let builder: ViewTreeBuilder

    /// `base` with `modifiers` applied; `shape` is set when `base` is a bare shape, which lets a
    /// first `fill`/`stroke`/`strokeBorder` draw it.
    func apply(_ modifiers: [JSONValue], to base: AnyView, shape: ShapeSpec?, viewName: String) throws(ViewSpecError)
        -> AnyView
    {
        var view = base
        for (index, modifier) in modifiers.enumerated() {
            let (name, argument, position) = try split(modifier, "modifier \(index + 1) of \(viewName)")
            guard let kind = ModifierKind.named(name) else {
                let names = ModifierKind.names
                throw ViewSpecError(
                    "unknown modifier \"\(name)\"\(NameSuggester.hint(for: name, in: names)) "
                        + "(modifiers: \(names.joined(separator: ", ")))",
                    at: position)
            }
            if kind.target == .shape {
                guard shape != nil, index == 0 else {
                    throw ViewSpecError(
                        "\"\(name)\" draws a shape: it must be the first modifier of a shape view "
                            + "(\(ShapeSpec.names.joined(separator: ", ")))"
                            + (shape == nil ? ", and this is a \(viewName)" : ""), at: position)
                }
            }
            let input = ModifierInput(
                view: view, argument: argument, shape: kind.target == .shape ? shape : nil, builder: builder,
                name: name)
            view = try kind.apply(input)
        }
        return view
    }

    /// The name, argument and name position of one modifier.
    private func split(_ modifier: JSONValue, _ role: String) throws(ViewSpecError) -> (
        String, JSONValue, SourcePosition
    ) {
        switch modifier.kind {
        case .string(let name): return (name, JSONValue(.bool(true), at: modifier.position), modifier.position)
        case .object(let members) where members.count == 1:
            return (members[0].key, members[0].value, members[0].keyPosition)
        case .object(let members):
            throw ViewSpecError(
                "\(role) must have exactly one key, its name, like {\"padding\": 16}; it has \(members.count)"
                    + (members.isEmpty
                        ? "" : " (\(members.map(\.key).joined(separator: ", "))): put each modifier in its own object"),
                at: modifier.position)
        default:
            throw modifier.typeError(role, "an object like {\"padding\": 16} or a name like \"bold\"")
        }
    }
}
