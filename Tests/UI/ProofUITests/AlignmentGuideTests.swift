import Testing

@testable import ProofUI

/// A guide at the bottom of a view by default, as the "account and name" example of Apple's
/// alignment guide documentation declares one.
private enum MidAccountAndName: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// A horizontal guide at a third of the width by default.
private enum OneThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
}

extension VerticalAlignment {
    nonisolated fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

extension HorizontalAlignment {
    nonisolated fileprivate static let oneThird = HorizontalAlignment(OneThird.self)
}

/// What an `.alignmentGuide` closure saw.
private final class Seen {
    var width: CGFloat = -1
    var center: CGFloat = -1
    var explicitLeading: CGFloat?? = .none
    var explicitBaseline: CGFloat?? = .none
}

@MainActor
@Suite("UI: alignment guides and custom alignments")
struct AlignmentGuideTests {
    @Test("a custom vertical alignment lines up guides set deep in two nested stacks")
    func customAlignmentAcrossNestedStacks() throws {
        // A: a1 0…30, a2 30…70 (its centre, 50, is A's guide), a3 70…80.
        // B: b1 0…50 (centre 25 is B's guide), b2 50…70. The line is at 50: B moves down 25.
        let view = HStack(alignment: .midAccountAndName, spacing: 10) {
            VStack(spacing: 0) {
                box("a1", 20, 30)
                box("a2", 20, 40).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                box("a3", 20, 10)
            }
            VStack(spacing: 0) {
                box("b1", 30, 50).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                box("b2", 30, 20)
            }
        }
        let probe = try LayoutProbe(view)
        #expect(probe.list.size == CGSize(width: 60, height: 95))
        #expect(probe.frame("a1") == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(probe.frame("a2") == CGRect(x: 0, y: 30, width: 20, height: 40))
        #expect(probe.frame("b1") == CGRect(x: 30, y: 25, width: 30, height: 50))
        #expect(probe.frame("b2") == CGRect(x: 30, y: 75, width: 30, height: 20))
    }

    @Test("without explicit values a custom guide uses its default (the bottom here)")
    func customAlignmentDefault() throws {
        let view = HStack(alignment: .midAccountAndName, spacing: 0) {
            box("short", 10, 20)
            box("tall", 10, 50)
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("short") == CGRect(x: 0, y: 30, width: 10, height: 20))
        #expect(probe.frame("tall") == CGRect(x: 10, y: 0, width: 10, height: 50))
    }

    @Test("a leading guide moved in a VStack shifts that child and widens the stack")
    func leadingGuideInVStack() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            box("a", 40, 10)
            box("b", 40, 10).alignmentGuide(.leading) { _ in -20 }
        }
        let probe = try LayoutProbe(view)
        #expect(probe.list.size == CGSize(width: 60, height: 20))
        #expect(probe.frame("a") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(probe.frame("b") == CGRect(x: 20, y: 10, width: 40, height: 10))
    }

    @Test("a custom horizontal guide aligns a VStack's children on their thirds")
    func customHorizontalGuide() throws {
        let view = VStack(alignment: .oneThird, spacing: 0) {
            box("a", 30, 10)  // guide 10
            box("b", 90, 10)  // guide 30: the line; a moves 20 right
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("a") == CGRect(x: 20, y: 0, width: 30, height: 10))
        #expect(probe.frame("b") == CGRect(x: 0, y: 10, width: 90, height: 10))
    }

    @Test("a badge whose guides are its centre sits on a ZStack's top trailing corner, and the stack grows")
    func badgeOnZStackCorner() throws {
        let view = ZStack(alignment: .topTrailing) {
            box("card", 100, 60)
            box("badge", 20, 20)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        }
        let probe = try LayoutProbe(view)
        #expect(probe.list.size == CGSize(width: 110, height: 70))
        #expect(probe.frame("card") == CGRect(x: 0, y: 10, width: 100, height: 60))
        #expect(probe.frame("badge") == CGRect(x: 90, y: 0, width: 20, height: 20))
    }

    @Test("a frame aligns its content's explicit guide on its own")
    func frameUsesExplicitGuide() throws {
        let view = box("x", 20, 20).alignmentGuide(.leading) { _ in 10 }.frame(
            width: 100, height: 40, alignment: .leading)
        let probe = try LayoutProbe(view)
        #expect(probe.frame("x") == CGRect(x: -10, y: 10, width: 20, height: 20))
    }

    @Test("an overlay's guide meets the explicit guide of the view it covers")
    func overlayUsesPrimaryGuide() throws {
        let view = box("base", 80, 40).alignmentGuide(.leading) { _ in 20 }
            .overlay(alignment: .leading) { box("o", 10, 10) }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("o") == CGRect(x: 20, y: 15, width: 10, height: 10))
    }

    @Test("right to left, a leading guide is measured from the leading (right) edge")
    func guideRightToLeft() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            box("a", 40, 10)
            box("b", 40, 10).alignmentGuide(.leading) { _ in -20 }
        }
        let probe = try LayoutProbe(view, width: 60, height: 20, direction: .rightToLeft)
        #expect(probe.frame("a") == CGRect(x: 20, y: 0, width: 40, height: 10))
        #expect(probe.frame("b") == CGRect(x: 0, y: 10, width: 40, height: 10))
    }

    @Test("ViewDimensions gives the size, default guides, explicit guides and baselines")
    func viewDimensions() throws {
        let seen = Seen()
        let view = Text("Hello").font(.system(size: 20)).alignmentGuide(.leading) { d in
            seen.width = d.width
            seen.center = d[HorizontalAlignment.center]
            seen.explicitLeading = .some(d[explicit: HorizontalAlignment.leading])
            seen.explicitBaseline = .some(d[explicit: VerticalAlignment.firstTextBaseline])
            return 0
        }
        let probe = try LayoutProbe(VStack(alignment: .leading) { view })
        // The canvas rounds the text's width up to a whole pixel.
        #expect(seen.width > 40 && seen.width <= probe.list.size.width && probe.list.size.width - seen.width < 1)
        #expect(seen.center == seen.width / 2)
        #expect(seen.explicitLeading == .some(nil))
        let baseline = try #require(seen.explicitBaseline ?? nil)
        #expect(baseline > 10 && baseline < probe.list.size.height)
    }

    @Test(
        "combineExplicit merges as containers do",
        arguments: [
            (VerticalAlignment.center, 20.0), (.firstTextBaseline, 10.0), (.lastTextBaseline, 30.0),
            (.midAccountAndName, 20.0),
        ])
    func combineExplicit(guide: VerticalAlignment, expected: CGFloat) {
        #expect(guide.combineExplicit([10, nil, 30]) == expected)
        #expect(guide.combineExplicit([nil, nil]) == nil)
        #expect(HorizontalAlignment.leading.combineExplicit([CGFloat?]([4, 8])) == 6)
    }

    @Test("guides built from an AlignmentID are equal by type, and differ from the built-in ones")
    func alignmentIdentity() {
        #expect(HorizontalAlignment(OneThird.self) == .oneThird)
        #expect(HorizontalAlignment.oneThird != .leading)
        #expect(VerticalAlignment(MidAccountAndName.self) != .bottom)
        let a = Alignment(horizontal: .oneThird, vertical: .midAccountAndName)
        #expect(a.horizontal == .oneThird && a.vertical == .midAccountAndName)
    }
}
