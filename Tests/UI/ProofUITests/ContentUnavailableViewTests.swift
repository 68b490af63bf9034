import Foundation
import ProofUI
import Testing

/// `ContentUnavailableView` (iOS 17's empty state) and `Link` (a label in the accent colour).
@MainActor
@Suite("UI: content unavailable and links")
struct ContentUnavailableViewTests {
    static func texts(_ list: DisplayList) -> [(String, CGFloat, String)] {
        list.items.compactMap {
            if case .text(_, let origin, let paint, let s) = $0 { (s, origin.y, paint.description) } else { nil }
        }
    }

    @Test func theSearchStatesReadAsOnIOS() throws {
        let plain = try ViewRenderer.displayList(ContentUnavailableView.search)
        #expect(Self.texts(plain).map(\.0) == ["No Results", "Check the spelling or try a new search."])
        let named = try ViewRenderer.displayList(ContentUnavailableView.search(text: "kiwi"))
        #expect(Self.texts(named).first?.0 == "No Results for “kiwi”")
    }

    @Test func symbolTitleAndDescriptionStackCentredWithTheDescriptionSecondary() throws {
        let view = ContentUnavailableView(
            "No Mail", systemImage: "envelope", description: Text("New messages appear here."))
        let list = try ViewRenderer.displayList(view.frame(width: 300, height: 400))
        let texts = Self.texts(list)
        #expect(texts.map(\.0) == ["No Mail", "New messages appear here."])
        #expect(texts[0].1 < texts[1].1)
        #expect(texts[0].2 != texts[1].2)
        // The symbol is a fill above the title, centred horizontally in the 300 pt frame.
        let symbol = try #require(
            list.items.compactMap { if case .fill(let path, _, _) = $0 { path.bounds } else { nil } }.first)
        #expect(abs(symbol.midX - 150) < 1)
        #expect(symbol.maxY < Double(texts[0].1))
        #expect(symbol.height > 30)
    }

    @Test func aLinkIsDrawnInTheAccentColourOrTheTint() throws {
        let url = try #require(URL(string: "https://example.com"))
        let link = try ViewRenderer.displayList(Link("Website", destination: url))
        // iOS's system blue accent (#007AFF), and the tint when one is set.
        #expect(Self.texts(link).map(\.2) == ["#007AFF"])
        let tinted = try ViewRenderer.displayList(Link("Website", destination: url).tint(.red))
        #expect(Self.texts(tinted).map(\.2) == ["#FF3B30"])
        #expect(link.accessibility.contains { $0.traits.contains("link") })
    }
}
