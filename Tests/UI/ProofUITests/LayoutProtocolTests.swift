import Testing

@testable import ProofUI

/// A row that places its subviews from the leading edge, spaced as they ask (`ViewSpacing`), each
/// moved down by its `Lift` layout value.
private struct SpacedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(subviews)
        return CGSize(width: frames.last.map(\.maxX) ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, arrange(subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    private func arrange(_ subviews: Subviews) -> [CGRect] {
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for (i, subview) in subviews.enumerated() {
            if i > 0 { x += subviews[i - 1].spacing.distance(to: subview.spacing, along: .horizontal) }
            let s = subview.sizeThatFits(.unspecified)
            frames.append(CGRect(x: x, y: subview[Lift.self], width: s.width, height: s.height))
            x += s.width
        }
        return frames
    }
}

/// How far down `SpacedRow` moves a subview.
private struct Lift: LayoutValueKey {
    nonisolated static let defaultValue: CGFloat = 0
}

/// A layout that asks for no spacing around it and reports an explicit centre guide of 2 pt.
private struct Tight: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .center ? 2 : nil
    }
}

/// A layout that stacks horizontally for the spacers and dividers inside it.
private struct Row: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// A layout counting how often its cache is made.
private final class CacheCounter { var made = 0 }
private struct Cached: Layout {
    let counter: CacheCounter
    func makeCache(subviews: Subviews) -> Int {
        counter.made += 1
        return subviews.count
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache) * 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

@MainActor
@Suite("UI: Layout protocol extras")
struct LayoutProtocolTests {
    @Test("subview.spacing: 8 pt between two views, none next to a spacer")
    func subviewSpacing() throws {
        let view = SpacedRow {
            box("a", 10, 10)
            box("b", 10, 10)
            Spacer().frame(width: 5).probe("s")
            box("c", 10, 10)
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("b")?.minX == 18)
        // A spacer in a frame is a frame: 8 pt before it. The spacer alone asks for none.
        let c = try #require(probe.frame("c"))
        #expect(c.minX == 49)
        let bare = try LayoutProbe(
            SpacedRow {
                box("a", 10, 10)
                Spacer(minLength: 5)
                box("c", 10, 10)
            })
        #expect(bare.frame("c")?.minX == 15)
    }

    @Test("layout values reach the layout through other modifiers; absent ones are the default")
    func layoutValues() throws {
        let view = SpacedRow {
            box("a", 10, 10).layoutValue(key: Lift.self, value: 6).padding(0)
            box("b", 10, 10)
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("a")?.minY == 6)
        #expect(probe.frame("b")?.minY == 0)
    }

    @Test("a layout's spacing(subviews:) is the spacing a stack puts beside it")
    func layoutSpacingInStack() throws {
        let view = HStack(alignment: .top) {
            box("a", 10, 10)
            Tight { Color.red }.probe("t")
            box("b", 10, 10)
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("t")?.minX == 10)
        #expect(probe.frame("b")?.minX == 20)
    }

    @Test("a layout's explicit alignment aligns it in a stack")
    func explicitAlignmentInStack() throws {
        let view = HStack(alignment: .center, spacing: 0) {
            box("a", 10, 20)  // centre 10
            Tight { Color.red }.probe("t")  // explicit centre 2: placed 8 down
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("t") == CGRect(x: 10, y: 8, width: 10, height: 10))
        #expect(probe.frame("a") == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("by default a layout passes its subviews' explicit guides up, merged")
    func defaultExplicitAlignment() throws {
        let view = HStack(alignment: .center, spacing: 0) {
            box("a", 10, 20)  // centre 10
            SpacedRow {
                box("b", 10, 10).alignmentGuide(VerticalAlignment.center) { _ in 0 }
                box("c", 10, 10).alignmentGuide(VerticalAlignment.center) { _ in 4 }
            }
            .probe("row")  // explicit centre: the mean, 2, so the row stands 8 pt down
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("row")?.minY == 8)
    }

    @Test("layoutProperties.stackOrientation orients a Spacer inside the layout")
    func stackOrientation() throws {
        let probe = try LayoutProbe(Row { Spacer().probe("s") }, width: 100, height: 50)
        let s = try #require(probe.frame("s"))
        #expect(s.width == 100)
        #expect(s.height == 0)
    }

    @Test("right to left, a custom layout's placements are mirrored across its bounds")
    func rightToLeftMirrors() throws {
        let view = SpacedRow {
            box("a", 10, 10)
            box("b", 20, 10)
        }
        let ltr = try LayoutProbe(view, width: 38, height: 10)
        #expect(ltr.frame("a")?.minX == 0)
        #expect(ltr.frame("b")?.minX == 18)
        let rtl = try LayoutProbe(view, width: 38, height: 10, direction: .rightToLeft)
        #expect(rtl.frame("a") == CGRect(x: 28, y: 0, width: 10, height: 10))
        #expect(rtl.frame("b") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("the cache is made once per render and shared between calls")
    func cacheMadeOnce() throws {
        let counter = CacheCounter()
        let probe = try LayoutProbe(
            Cached(counter: counter) {
                Color.red
                Color.blue
                Color.green
            })
        #expect(probe.list.size == CGSize(width: 30, height: 10))
        #expect(counter.made == 1)
    }
}
