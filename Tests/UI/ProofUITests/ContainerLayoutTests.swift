import Testing

@testable import ProofUI

/// ScrollView, lazy stacks and lazy grids (issue 11, "API families"), against hand-computed frames.
@MainActor
@Suite("UI: containers")
struct ContainerLayoutTests {
    // MARK: ScrollView

    @Test func verticalScrollViewShowsContentAtIdealHeightFromTheTop() throws {
        // The content is proposed (100, nil): a 50 × 160 stack, at the top, centred horizontally.
        let p = try LayoutProbe(
            ScrollView {
                VStack(spacing: 0) {
                    box("a", 50, 80)
                    box("b", 50, 80)
                }.probe("c")
            }.probe("sv"), width: 100, height: 100)
        #expect(p.frame("sv") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(p.frame("c") == CGRect(x: 25, y: 0, width: 50, height: 160))
        #expect(p.frame("b") == CGRect(x: 25, y: 80, width: 50, height: 80))
    }

    @Test func verticalScrollViewProposesItsWidth() throws {
        let p = try LayoutProbe(ScrollView { Color.red.frame(height: 30).probe("c") }, width: 100, height: 100)
        #expect(p.frame("c") == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test func horizontalScrollViewShowsContentFromTheLeadingEdge() throws {
        let p = try LayoutProbe(
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    box("a", 80, 20)
                    box("b", 80, 20)
                }.probe("c")
            }, width: 100, height: 100)
        #expect(p.frame("c") == CGRect(x: 0, y: 40, width: 160, height: 20))
        #expect(p.frame("b")?.minX == 80)
    }

    // MARK: Lazy stacks

    /// A lazy stack's alignment and where its children land in a 200 pt wide proposal.
    struct LazyStackCase: Sendable, CustomTestStringConvertible {
        var name: String
        var alignment: HorizontalAlignment
        var aX: CGFloat
        var bX: CGFloat
        var testDescription: String { name }
    }

    @Test(
        arguments: [
            LazyStackCase(name: "leading", alignment: .leading, aX: 0, bX: 0),
            LazyStackCase(name: "centre", alignment: .center, aX: 75, bX: 85),
            LazyStackCase(name: "trailing", alignment: .trailing, aX: 150, bX: 170),
        ])
    func lazyVStackIsAsWideAsItsProposal(_ c: LazyStackCase) throws {
        let p = try LayoutProbe(
            LazyVStack(alignment: c.alignment, spacing: 4, pinnedViews: [.sectionHeaders]) {
                box("a", 50, 20)
                box("b", 30, 10)
            }.probe("s").frame(width: 200, height: 100, alignment: .top), width: 200, height: 100)
        #expect(p.frame("s") == CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(p.frame("a") == CGRect(x: c.aX, y: 0, width: 50, height: 20))
        #expect(p.frame("b") == CGRect(x: c.bX, y: 24, width: 30, height: 10))
    }

    @Test func lazyVStackWithoutAProposedWidthHugsItsWidestChild() throws {
        let p = try LayoutProbe(
            LazyVStack {
                box("a", 50, 20)
                box("b", 30, 10)
            }.probe("s").fixedSize(), width: 200, height: 100)
        #expect(p.frame("s")?.size == CGSize(width: 50, height: 38))
    }

    @Test func lazyHStackIsAsTallAsItsProposal() throws {
        let p = try LayoutProbe(
            LazyHStack(alignment: .bottom, spacing: 5) {
                box("a", 20, 30)
                box("b", 10, 10)
            }.probe("s").frame(width: 200, height: 100, alignment: .leading), width: 200, height: 100)
        #expect(p.frame("s") == CGRect(x: 0, y: 0, width: 35, height: 100))
        #expect(p.frame("a") == CGRect(x: 0, y: 70, width: 20, height: 30))
        #expect(p.frame("b") == CGRect(x: 25, y: 90, width: 10, height: 10))
    }

    // MARK: Grid tracks

    /// Columns and the widths SwiftUI's algorithm gives them in a proposed width.
    struct TrackCase: Sendable, CustomTestStringConvertible {
        var name: String
        var items: [GridItem]
        var width: CGFloat
        var lengths: [CGFloat]
        var testDescription: String { name }
    }

    @Test(
        arguments: [
            // 200 − 8 spacing − 40 fixed = 152 for the flexible column.
            TrackCase(
                name: "fixed then flexible", items: [GridItem(.fixed(40)), GridItem()], width: 200, lengths: [40, 152]),
            // 196 − 16 = 180: 60 each, the second capped at 40, the third gets the 80 left.
            TrackCase(
                name: "flexible shares in order",
                items: [GridItem(), GridItem(.flexible(maximum: 40)), GridItem()], width: 196, lengths: [60, 40, 80]),
            // A flexible column never goes below its minimum: 100 − 8 = 92, 46 each, floored at 60.
            TrackCase(
                name: "flexible minimum",
                items: [GridItem(.flexible(minimum: 60)), GridItem(.flexible(minimum: 60))], width: 100,
                lengths: [60, 60]),
            // floor((200 + 10) / (50 + 10)) = 3 columns of (200 − 20) / 3 = 60.
            TrackCase(
                name: "adaptive", items: [GridItem(.adaptive(minimum: 50), spacing: 10)], width: 200,
                lengths: [60, 60, 60]),
            // The same three columns capped at 55.
            TrackCase(
                name: "adaptive maximum", items: [GridItem(.adaptive(minimum: 50, maximum: 55), spacing: 10)],
                width: 200, lengths: [55, 55, 55]),
            // Fixed first: 200 − 8 − 40 = 152 → floor(160 / 58) = 2 columns of (152 − 8) / 2 = 72.
            TrackCase(
                name: "fixed then adaptive", items: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 50))],
                width: 200, lengths: [40, 72, 72]),
            // Too narrow for its minimum: still one column, at the minimum.
            TrackCase(
                name: "adaptive too narrow", items: [GridItem(.adaptive(minimum: 80))], width: 50, lengths: [80]),
        ])
    func columnWidths(_ c: TrackCase) {
        let layout = LazyGridLayout(trackAxis: .horizontal, items: c.items, trackAlignment: 0.5, lineSpacing: 8)
        #expect(layout.tracks(for: c.width).map(\.length) == c.lengths)
    }

    // MARK: Lazy grids

    @Test func lazyVGridPlacesCellsRowByRowCentredInTheirColumns() throws {
        let p = try LayoutProbe(
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem()]) {
                box("c0", 20, 20)
                box("c1", 20, 20)
                box("c2", 20, 12)
            }.probe("g").frame(width: 200, height: 100, alignment: .top), width: 200, height: 100)
        #expect(p.frame("g") == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(p.frame("c0") == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(p.frame("c1") == CGRect(x: 114, y: 0, width: 20, height: 20))
        #expect(p.frame("c2") == CGRect(x: 10, y: 28, width: 20, height: 12))
    }

    @Test func adaptiveCellsTakeTheColumnWidthAndTheirIdealHeight() throws {
        let p = try LayoutProbe(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)], spacing: 4) {
                ForEach(0..<4) { i in Color.red.frame(height: 30).probe("c\(i)") }
            }.probe("g").frame(width: 200, height: 100, alignment: .top), width: 200, height: 100)
        #expect(p.frame("g") == CGRect(x: 0, y: 0, width: 200, height: 64))
        #expect(p.frame("c0") == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(p.frame("c2") == CGRect(x: 140, y: 0, width: 60, height: 30))
        #expect(p.frame("c3") == CGRect(x: 0, y: 34, width: 60, height: 30))
    }

    @Test func gridItemAlignmentPlacesCellsInTheirColumn() throws {
        let p = try LayoutProbe(
            LazyVGrid(columns: [GridItem(.fixed(40), alignment: .bottomTrailing), GridItem(.fixed(40))]) {
                box("c0", 20, 10)
                box("c1", 20, 30)
            }.frame(width: 200, height: 100, alignment: .topLeading), width: 200, height: 100)
        // The grid is 88 wide, placed at the leading edge; the row is 30 tall.
        #expect(p.frame("c0") == CGRect(x: 20, y: 20, width: 20, height: 10))
        #expect(p.frame("c1") == CGRect(x: 58, y: 0, width: 20, height: 30))
    }

    @Test func lazyVGridMirrorsRightToLeft() throws {
        let p = try LayoutProbe(
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                box("c0", 20, 20)
                box("c1", 20, 20)
            }.probe("g").frame(width: 200, height: 100, alignment: .top), width: 200, height: 100,
            direction: .rightToLeft)
        #expect(p.frame("g") == CGRect(x: 56, y: 0, width: 88, height: 20))
        #expect(p.frame("c0") == CGRect(x: 114, y: 0, width: 20, height: 20))
        #expect(p.frame("c1") == CGRect(x: 66, y: 0, width: 20, height: 20))
    }

    @Test func lazyHGridPlacesCellsColumnByColumn() throws {
        let p = try LayoutProbe(
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 5) {
                box("c0", 10, 10)
                box("c1", 10, 10)
                box("c2", 16, 10)
            }.probe("g").frame(width: 200, height: 100, alignment: .topLeading), width: 200, height: 100)
        #expect(p.frame("g") == CGRect(x: 0, y: 0, width: 31, height: 58))
        #expect(p.frame("c0") == CGRect(x: 0, y: 5, width: 10, height: 10))
        #expect(p.frame("c1") == CGRect(x: 0, y: 38, width: 10, height: 10))
        #expect(p.frame("c2") == CGRect(x: 15, y: 5, width: 16, height: 10))
    }
}
