import ProofUI
import Testing

/// `.badge(_:)` in a list row: trailing text in the secondary colour; nothing outside rows and tab
/// items.
@MainActor
@Suite("UI: badges in list rows")
struct ListBadgeTests {
    /// The strings drawn and their x origins.
    static func texts<V: View>(_ view: V) throws -> [(String, CGFloat)] {
        try ViewRenderer.displayList(view, configuration: RenderConfiguration(size: .width(320), scale: 2)).items
            .compactMap { if case .text(_, let origin, _, let string) = $0 { (string, origin.x) } else { nil } }
    }

    @Test func aRowShowsItsBadgeTrailing() throws {
        let texts = try Self.texts(List { Text("Inbox").badge(12) })
        #expect(texts.map(\.0) == ["Inbox", "12"])
        #expect(try #require(texts.last).1 > 250, "the count trails the row")
    }

    @Test func zeroAndNilShowNoBadge() throws {
        #expect(try Self.texts(List { Text("Inbox").badge(0) }).map(\.0) == ["Inbox"])
        #expect(try Self.texts(List { Text("Inbox").badge(nil as Text?) }).map(\.0) == ["Inbox"])
    }

    @Test func outsideARowTheBadgeDrawsNothing() throws {
        #expect(try Self.texts(Text("Inbox").badge(12)).map(\.0) == ["Inbox"])
    }
}
