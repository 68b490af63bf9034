/// A type that produces previews, as SwiftUI's `PreviewProvider`:
///
/// ```swift
/// struct BadgeView_Previews: PreviewProvider {
///     static var previews: some View {
///         BadgeView().previewLayout(.sizeThatFits).previewDisplayName("Light")
///         BadgeView().preferredColorScheme(.dark).previewDisplayName("Dark")
///     }
/// }
/// ```
///
/// `makePreviews()` turns them into `Preview` values (one per top-level view) that a catalog or
/// the CLI renders. Main-actor isolated, as SwiftUI's is (`@preconcurrency`, so Swift 5 code that
/// reads it elsewhere gets warnings, not errors).
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view, or several (a `Group`, a `ForEach`, or several views), each shown
    /// as its own preview.
    @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
    /// One `Preview` per top-level view of `previews`, configured by its preview modifiers (see
    /// `PreviewTraits.renderConfiguration()`). A preview is named `<name>/<display name>`, or
    /// `<name>/<index>` (from 0) without one; `name` defaults to the type's name without its
    /// `_Previews` suffix. A display name used twice gets ` (2)`, ` (3)`… Proof extension.
    public static func makePreviews(named name: String? = nil) throws(PreviewError) -> [Preview] {
        let base = name ?? defaultPreviewName
        var used: [String: Int] = [:]
        var result: [Preview] = []
        for (index, entry) in PreviewEntry.split(previews, inherited: PreviewTraits()).enumerated() {
            var full = "\(base)/\(entry.traits.displayName ?? String(index))"
            let count = used[full, default: 0] + 1
            used[full] = count
            if count > 1 { full += " (\(count))" }
            let configuration = try entry.traits.renderConfiguration()
            let view = entry.view
            var preview = Preview(full, configuration: configuration) { AnyView(erasing: view) ?? AnyView(EmptyView()) }
            preview.preferredColorScheme = entry.traits.colorScheme
            result.append(preview)
        }
        return result
    }

    /// The type's name without `_Previews` or `Previews`.
    static var defaultPreviewName: String {
        var name = String(describing: Self.self)
        for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

/// One top-level view of a `PreviewProvider`'s `previews` and the traits around it.
struct PreviewEntry: @unchecked Sendable {
    // @unchecked: the view is a value built by preview code, only read to render it.
    let view: any View
    let traits: PreviewTraits

    /// The previews in `view`: its traits, then, when the view inside the preview modifiers is a
    /// group of views, one entry per child (each child inheriting these traits).
    static func split(_ view: any View, inherited: PreviewTraits) -> [PreviewEntry] {
        var traits = inherited
        PreviewTraits.collect(view, into: &traits)
        var core = view
        while let inner = (core as? any PreviewTraitsCarrier)?.previewTraitContent { core = inner }
        if let group = core as? any PreviewGroup {
            return group.previewChildren.flatMap { split($0, inherited: traits) }
        }
        return [PreviewEntry(view: view, traits: traits)]
    }
}

/// Views whose children are separate previews at the top of `previews`.
protocol PreviewGroup {
    var previewChildren: [any View] { get }
}

extension TupleView: PreviewGroup {
    var previewChildren: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension Group: PreviewGroup {
    var previewChildren: [any View] { [content] }
}

extension ForEach: PreviewGroup {
    var previewChildren: [any View] { data.map { content($0) } }
}

extension AnyView: PreviewGroup {
    var previewChildren: [any View] { [view] }
}
