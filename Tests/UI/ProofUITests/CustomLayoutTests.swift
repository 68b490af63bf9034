import Testing

@testable import ProofUI

/// A flow layout as a team writes one: subviews left to right at their ideal size, wrapping to a new
/// row when the proposed width runs out. Its cache holds the subviews' ideal sizes.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func makeCache(subviews: Subviews) -> [CGSize] { subviews.map { $0.sizeThatFits(.unspecified) } }

    /// Each subview's offset from the top leading corner, and the size of the whole.
    private func arrange(_ sizes: [CGSize], width: CGFloat?) -> ([CGPoint], CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for size in sizes {
            if x > 0, let width, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        arrange(cache, width: proposal.width).1
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        let (origins, _) = arrange(cache, width: proposal.width)
        for (subview, origin) in zip(subviews, origins) {
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// Centres every subview on the bounds' centre, the highest priority one at its proposed size.
struct CentreLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let top = subviews.map(\.priority).max()
        for subview in subviews {
            let offer = subview.priority == top ? ProposedViewSize(bounds.size) : .unspecified
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offer)
        }
    }
}

@MainActor
@Suite("UI: custom Layout")
struct CustomLayoutTests {
    @Test func flowLayoutWrapsRows() throws {
        let p = try LayoutProbe(
            FlowLayout {
                box("a", 40, 10)
                box("b", 40, 20)
                box("c", 40, 10)
            }.probe("flow"), width: 100, height: 100)
        // Row one: a and b (84 pt); c wraps under them, 20 + 4 down. The 84 × 34 layout is centred.
        #expect(p.frame("flow") == CGRect(x: 8, y: 33, width: 84, height: 34))
        #expect(p.frame("a") == CGRect(x: 8, y: 33, width: 40, height: 10))
        #expect(p.frame("b") == CGRect(x: 52, y: 33, width: 40, height: 20))
        #expect(p.frame("c") == CGRect(x: 8, y: 57, width: 40, height: 10))
    }

    @Test func flowLayoutAtItsIdealSizeIsOneRow() throws {
        let p = try LayoutProbe(
            FlowLayout(spacing: 2) {
                box("a", 40, 10)
                box("b", 30, 20)
            }.probe("flow"))
        #expect(p.frame("flow")?.size == CGSize(width: 72, height: 20))
        #expect(p.frame("b")?.origin == CGPoint(x: 42, y: 0))
    }

    @Test func placementAnchorsAndPriorities() throws {
        let p = try LayoutProbe(
            CentreLayout {
                Color.red.probe("fill").layoutPriority(1)
                box("dot", 10, 6)
            }, width: 100, height: 60)
        #expect(p.frame("fill") == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(p.frame("dot") == CGRect(x: 45, y: 27, width: 10, height: 6))
    }

    @Test func subviewDimensionsGiveSizeAndBaselines() throws {
        /// Records the dimensions of its one subview.
        final class Probe: @unchecked Sendable { var dimensions: ViewDimensions? }
        struct Recording: Layout {
            let probe: Probe
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let d = subviews[0].dimensions(in: proposal)
                probe.dimensions = d
                return CGSize(width: d.width, height: d.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: proposal)
            }
        }
        let probe = Probe()
        _ = try LayoutProbe(Recording(probe: probe) { Text("Baseline") })
        let d = try #require(probe.dimensions)
        #expect(d[.top] == 0)
        #expect(d[.bottom] == d.height)
        #expect(d[.trailing] == d.width)
        let baseline = try #require(d[explicit: .firstTextBaseline])
        #expect(baseline > 0 && baseline < d.height)
        #expect(d[explicit: .top] == nil)
    }

    @Test func unplacedSubviewsAreCentredAtTheirIdealSize() throws {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 50, height: 30)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let p = try LayoutProbe(Lazy { box("a", 10, 10) })
        #expect(p.frame("a") == CGRect(x: 20, y: 10, width: 10, height: 10))
    }

    /// An erased layout and where it puts a 10 × 10 box followed by a 20 × 20 one.
    struct AnyLayoutCase: Sendable, CustomTestStringConvertible {
        var name: String
        var vertical: Bool
        var a: CGPoint
        var b: CGPoint
        var testDescription: String { name }
    }

    @Test(arguments: [
        AnyLayoutCase(name: "HStackLayout", vertical: false, a: CGPoint(x: 0, y: 5), b: CGPoint(x: 14, y: 0)),
        AnyLayoutCase(name: "VStackLayout", vertical: true, a: CGPoint(x: 5, y: 0), b: CGPoint(x: 0, y: 14)),
    ])
    func anyLayoutSwitchesBetweenStacks(c: AnyLayoutCase) throws {
        let layout = c.vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
        let p = try LayoutProbe(
            layout {
                box("a", 10, 10)
                box("b", 20, 20)
            })
        #expect(p.frame("a")?.origin == c.a)
        #expect(p.frame("b")?.origin == c.b)
    }

    @Test func stackLayoutsOrientTheirSpacers() throws {
        let p = try LayoutProbe(
            HStackLayout {
                box("a", 10, 10)
                Spacer().probe("s")
                box("b", 10, 10)
            }, width: 100, height: 10)
        #expect(p.frame("s") == CGRect(x: 10, y: 5, width: 80, height: 0))
        #expect(p.frame("b")?.minX == 90)
        let z = try LayoutProbe(
            ZStackLayout(alignment: .bottomTrailing) {
                box("big", 30, 20)
                box("small", 10, 10)
            })
        #expect(z.frame("small")?.origin == CGPoint(x: 20, y: 10))
    }

    @Test func anyLayoutRunsACustomLayout() throws {
        let p = try LayoutProbe(
            AnyLayout(FlowLayout(spacing: 2)) {
                box("a", 40, 10)
                box("b", 30, 20)
            })
        #expect(p.frame("b")?.origin == CGPoint(x: 42, y: 0))
    }

    @Test func aCustomLayoutCanDelegateToAStackLayout() throws {
        struct Delegating: Layout {
            let inner = VStackLayout(alignment: .leading, spacing: 0)
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var c: Void = ()
                return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var c: Void = ()
                inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        let p = try LayoutProbe(
            Delegating {
                box("a", 10, 10)
                box("b", 20, 20)
            })
        #expect(p.frame("a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p.frame("b") == CGRect(x: 0, y: 10, width: 20, height: 20))
    }
}
