import ProofUI
import Testing

/// `.foregroundStyle` with erased hierarchical styles, as team code writes a conditional style.
@MainActor
@Suite("UI: erased foreground styles")
struct ForegroundStyleTests {
    static func paints<V: View>(_ view: V) throws -> [String] {
        try ViewRenderer.displayList(view).items.compactMap {
            if case .text(_, _, let paint, _) = $0 { paint.description } else { nil }
        }
    }

    /// An erased style and the paint it gives a text under a red foreground.
    struct ErasedCase: CustomTestStringConvertible, Sendable {
        let name: String
        let style: @Sendable () -> AnyShapeStyle
        let expected: @MainActor @Sendable () throws -> [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        ErasedCase(
            name: "primary", style: { AnyShapeStyle(.primary) },
            expected: { try paints(Text("x").foregroundStyle(.primary).foregroundStyle(Color.red)) }),
        ErasedCase(
            name: "secondary", style: { AnyShapeStyle(.secondary) },
            expected: { try paints(Text("x").foregroundStyle(.secondary).foregroundStyle(Color.red)) }),
    ])
    func anErasedHierarchicalStyleResolvesAgainstTheEnclosingForeground(c: ErasedCase) throws {
        // Before, `AnyShapeStyle(.primary)` resolved against itself until the stack overflowed.
        let erased = try Self.paints(Text("x").foregroundStyle(c.style()).foregroundStyle(Color.red))
        #expect(erased == (try c.expected()))
        #expect(erased != [])
    }
}
