import Testing

@testable import ProofUI

/// SwiftUI's layout rules (issue 11, "Layout as SwiftUI does it"), each against hand-computed frames.
@MainActor
@Suite("UI: SwiftUI layout rules")
struct LayoutRuleTests {
    // MARK: 1. Spacer

    @Test func spacerAddsNoDefaultSpacingNextToItself() throws {
        // Ideal width: 30 + the spacer's ideal 8 + 50, with no 8 pt gap on either side of the spacer.
        let p = try LayoutProbe(
            HStack {
                box("a", 30, 20)
                Spacer().probe("s")
                box("b", 50, 10)
            }.fixedSize().probe("row"))
        #expect(p.frame("row")?.width == 88)
        #expect(p.frame("s") == CGRect(x: 30, y: 10, width: 8, height: 0))
        #expect(p.frame("b")?.minX == 38)
    }

    @Test func explicitSpacingStillSeparatesASpacer() throws {
        // An explicit spacing is uniform: 30 + 10 + 5 + 10 + 50.
        let p = try LayoutProbe(
            HStack(spacing: 10) {
                box("a", 30, 20)
                Spacer(minLength: 5)
                box("b", 50, 10)
            }.fixedSize().probe("row"))
        #expect(p.frame("row")?.width == 105)
        #expect(p.frame("b")?.minX == 55)
    }

    /// A spacer's minimum length and the ideal length it takes in a vertical stack.
    struct SpacerLengthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var minLength: CGFloat?
        var spacing: CGFloat?
        var length: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        SpacerLengthCase(name: "nil minLength: the default 8", minLength: nil, spacing: nil, length: 8),
        SpacerLengthCase(name: "nil minLength in a 20 pt stack: still 8", minLength: nil, spacing: 20, length: 8),
        SpacerLengthCase(name: "minLength 12", minLength: 12, spacing: nil, length: 12),
        SpacerLengthCase(name: "minLength 0", minLength: 0, spacing: 0, length: 0),
    ])
    func spacerIdealLengthIsItsMinimum(c: SpacerLengthCase) throws {
        let p = try LayoutProbe(
            VStack(spacing: c.spacing) {
                box("a", 10, 10)
                Spacer(minLength: c.minLength).probe("s")
            }.fixedSize())
        #expect(p.frame("s")?.height == c.length)
        #expect(p.frame("s")?.width == 0)
    }

    @Test func spacerYieldsToEveryOtherFlexibleChild() throws {
        let colour = try LayoutProbe(
            HStack(spacing: 0) {
                Spacer().probe("s")
                Color.red.probe("c")
            }, width: 200, height: 20)
        #expect(colour.frame("c") == CGRect(x: 8, y: 0, width: 192, height: 20))
        #expect(colour.frame("s")?.width == 8)
        let frame = try LayoutProbe(
            HStack(spacing: 0) {
                Spacer(minLength: 0).probe("s")
                box("b", 30, 20).frame(maxWidth: .infinity).probe("f")
            }, width: 200, height: 20)
        #expect(frame.frame("f") == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(frame.frame("s")?.width == 0)
    }

    @Test func spacerOutsideAStackExpandsOnBothAxes() throws {
        let root = try LayoutProbe(Spacer().probe("s"), width: 100, height: 60)
        #expect(root.frame("s") == CGRect(x: 0, y: 0, width: 100, height: 60))
        let z = try LayoutProbe(ZStack { Spacer().probe("s") }.probe("z"), width: 100, height: 60)
        #expect(z.frame("s") == CGRect(x: 0, y: 0, width: 100, height: 60))
        let ideal = try LayoutProbe(Spacer(minLength: 6).probe("s").fixedSize())
        #expect(ideal.frame("s")?.size == CGSize(width: 6, height: 6))
    }

    // MARK: 2. Placement with the measured proposals

    @Test func fixedSizeStackKeepsTextOnOneLine() throws {
        let alone = try LayoutProbe(Text("Hello world").probe("t").fixedSize())
        let ideal = try #require(alone.frame("t"))
        let p = try LayoutProbe(
            HStack {
                Text("Hello world").probe("t")
                Color.red.probe("c")
            }.fixedSize().probe("row"))
        // One line at its ideal width, beside the colour's ideal 10 pt, and the colour takes the row's
        // height (a stack offers its own length across its axis when it places its children).
        #expect(p.frame("t") == ideal)
        #expect(p.frame("c") == CGRect(x: ideal.width + 8, y: 0, width: 10, height: ideal.height))
        #expect(p.frame("row")?.size == CGSize(width: ideal.width + 18, height: ideal.height))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func paddedFixedSizeStackKeepsTextOnOneLine(scale: CGFloat) throws {
        // Fractional insets: the stack inside must still find the proposal it was measured with.
        let config = RenderConfiguration(scale: scale)
        let alone = try LayoutProbe(Text("Hello world").probe("t").fixedSize(), config)
        let ideal = try #require(alone.frame("t"))
        let p = try LayoutProbe(
            HStack {
                Text("Hello world").probe("t")
                Color.red
            }.padding(.horizontal, 1 / 3).padding(.leading, 0.1).fixedSize(), config)
        #expect(p.frame("t")?.height == ideal.height)
    }

    @Test func fixedSizeStackGivesItsHeightToAnInfiniteFrame() throws {
        let p = try LayoutProbe(
            HStack(alignment: .top, spacing: 0) {
                box("short", 10, 20)
                Color.red.frame(width: 10).frame(maxHeight: .infinity).probe("tall")
                box("long", 10, 50)
            }.fixedSize(horizontal: false, vertical: true), width: 100, height: 200)
        #expect(p.frame("tall") == CGRect(x: 45, y: 75, width: 10, height: 50))
    }

    @Test func overflowingStackKeepsItsChildrensSizes() throws {
        // 100 pt for both: the less flexible blue frame goes first and takes half (50); the red frame
        // wants 150. The stack is 200 wide, centred in the 100 pt root, and placed with the offers it
        // measured (offered 200, blue would take 100).
        let p = try LayoutProbe(
            HStack(spacing: 0) {
                Color.blue.frame(maxWidth: 1000).probe("b")
                Color.red.frame(minWidth: 150).probe("r")
            }.probe("row"), width: 100, height: 20)
        #expect(p.frame("row") == CGRect(x: -50, y: 0, width: 200, height: 20))
        #expect(p.frame("b") == CGRect(x: -50, y: 0, width: 50, height: 20))
        #expect(p.frame("r") == CGRect(x: 0, y: 0, width: 150, height: 20))
    }

    // MARK: 3. ZStack

    @Test func zstackTakesItsSizeFromItsHighestPriorityChildren() throws {
        let p = try LayoutProbe(
            ZStack {
                Color.red.probe("bg")
                box("t", 40, 20).layoutPriority(1)
            }.probe("z"), width: 200, height: 100)
        #expect(p.frame("z") == CGRect(x: 80, y: 40, width: 40, height: 20))
        #expect(p.frame("bg") == CGRect(x: 80, y: 40, width: 40, height: 20))
    }

    // MARK: 4. Several views in overlay and background

    @Test func overlayWithSeveralViewsIsAnImplicitZStack() throws {
        let p = try LayoutProbe(
            box("a", 50, 30).overlay(alignment: .bottomTrailing) {
                box("x", 10, 10)
                box("y", 20, 5)
            })
        // The implicit ZStack is 20 × 10, at the bottom trailing corner (30, 20), its children at its
        // bottom trailing corner.
        #expect(p.frame("x") == CGRect(x: 40, y: 20, width: 10, height: 10))
        #expect(p.frame("y") == CGRect(x: 30, y: 25, width: 20, height: 5))
    }

    @Test func backgroundWithSeveralViewsIsAnImplicitZStack() throws {
        let p = try LayoutProbe(
            box("a", 50, 30).background {
                box("x", 10, 10)
                box("y", 20, 4)
            })
        #expect(p.frame("x") == CGRect(x: 20, y: 10, width: 10, height: 10))
        #expect(p.frame("y") == CGRect(x: 15, y: 13, width: 20, height: 4))
    }

    // MARK: 5. Flexible frames and the nil proposal

    /// A flexible frame around an 80 × 10 box, and the width it reports at its ideal size.
    struct IdealFrameCase: Sendable, CustomTestStringConvertible {
        var name: String
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        var width: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        IdealFrameCase(name: "ideal under the child, with a max", min: nil, ideal: 50, max: 200, width: 50),
        IdealFrameCase(name: "ideal under the child, max infinity", min: nil, ideal: 50, max: .infinity, width: 50),
        IdealFrameCase(name: "ideal over the child, with a min", min: 0, ideal: 120, max: nil, width: 120),
        IdealFrameCase(name: "ideal below the min: the min", min: 90, ideal: 40, max: nil, width: 90),
        IdealFrameCase(name: "ideal above the max: the max", min: nil, ideal: 300, max: 100, width: 100),
        IdealFrameCase(name: "no ideal: the child's, clamped", min: nil, ideal: nil, max: 60, width: 60),
        IdealFrameCase(name: "no ideal, max infinity: the child's", min: 0, ideal: nil, max: .infinity, width: 80),
    ])
    func flexibleFrameReportsItsIdealSizeForANilProposal(c: IdealFrameCase) throws {
        let p = try LayoutProbe(
            box("a", 80, 10).frame(minWidth: c.min, idealWidth: c.ideal, maxWidth: c.max).probe("f").fixedSize())
        #expect(p.frame("f")?.width == c.width)
    }

    // MARK: 6. Stack baselines

    /// The baseline of each text run in the display list, by string.
    private func baselines<V: View>(_ view: V, last: Bool) throws -> [String: CGFloat] {
        let list = try ViewRenderer.displayList(view, configuration: RenderConfiguration(scale: 1))
        var result: [String: CGFloat] = [:]
        for item in list.items {
            if case .text(let layout, let origin, _, let s) = item {
                result[s] = origin.y + CGFloat(last ? layout.lastBaseline : layout.firstBaseline)
            }
        }
        return result
    }

    @Test func vstackFirstBaselineSkipsChildrenWithoutText() throws {
        let b = try baselines(
            HStack(alignment: .firstTextBaseline) {
                VStack(spacing: 0) {
                    box("a", 10, 30)
                    Text("inner")
                }
                Text("ref")
            }, last: false)
        let inner = try #require(b["inner"])
        let ref = try #require(b["ref"])
        #expect(abs(inner - ref) < 1, "inner \(inner) vs ref \(ref)")
    }

    /// A stack alignment and the text whose baseline the outer stack must align with.
    struct BaselineCase: Sendable, CustomTestStringConvertible {
        var name: String
        var alignment: VerticalAlignment
        var expected: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BaselineCase(name: "first: the highest first baseline", alignment: .firstTextBaseline, expected: "high"),
        BaselineCase(name: "last: the lowest last baseline", alignment: .lastTextBaseline, expected: "low"),
    ])
    func hstackBaselineIsTheExtremeOverItsTexts(c: BaselineCase) throws {
        // The low text comes first: neither the first child's first baseline nor the last child's last
        // baseline is the extreme.
        let inner = HStack(alignment: .top) {
            Text("low").padding(.top, 40)
            Text("high")
        }
        let b = try baselines(
            HStack(alignment: c.alignment) {
                inner
                Text("ref")
            }, last: c.alignment == .lastTextBaseline)
        let expected = try #require(b[c.expected])
        let ref = try #require(b["ref"])
        #expect(abs(expected - ref) < 1, "\(c.expected) \(expected) vs ref \(ref)")
    }

    // MARK: 7. position

    @Test func positionProposesItsSizeToItsChild() throws {
        let p = try LayoutProbe(Color.red.probe("c").position(x: 30, y: 20).probe("p"), width: 100, height: 60)
        #expect(p.frame("p") == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(p.frame("c") == CGRect(x: -20, y: -10, width: 100, height: 60))
    }

    @Test func positionIdealSizeIsTheChilds() throws {
        let p = try LayoutProbe(box("a", 20, 10).position(x: 50, y: 30).probe("p").fixedSize())
        #expect(p.frame("p")?.size == CGSize(width: 20, height: 10))
        let point = try LayoutProbe(box("a", 20, 10).position(CGPoint(x: 10, y: 5)), width: 100, height: 60)
        #expect(point.frame("a") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    // MARK: 8. Layout modifiers and layoutPriority

    /// A modifier applied outside `.layoutPriority(1)`, and whether the priority survives it.
    struct PriorityCase: Sendable, CustomTestStringConvertible {
        var name: String
        var keeps: Bool
        var testDescription: String { name }
    }

    @Test(arguments: [
        PriorityCase(name: "padding", keeps: false),
        PriorityCase(name: "frame(width:height:)", keeps: false),
        PriorityCase(name: "frame(maxWidth:)", keeps: false),
        PriorityCase(name: "fixedSize(horizontal:vertical:)", keeps: false),
        PriorityCase(name: "opacity", keeps: true),
        PriorityCase(name: "foregroundStyle", keeps: true),
    ])
    func layoutModifiersResetThePriority(c: PriorityCase) throws {
        let prioritised = Color.blue.layoutPriority(1)
        let outer: AnyView
        switch c.name {
        case "padding": outer = AnyView(prioritised.padding(0))
        case "frame(width:height:)": outer = AnyView(prioritised.frame(height: 20))
        case "frame(maxWidth:)": outer = AnyView(prioritised.frame(maxWidth: .infinity))
        case "fixedSize(horizontal:vertical:)":
            outer = AnyView(prioritised.fixedSize(horizontal: false, vertical: true))
        case "opacity": outer = AnyView(prioritised.opacity(0.5))
        default: outer = AnyView(prioritised.foregroundStyle(.red))
        }
        let p = try LayoutProbe(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20, maxWidth: .infinity).probe("a")
                outer.probe("b")
            }, width: 200, height: 20)
        // With the priority b takes all but a's minimum; without, the two share equally.
        #expect(p.frame("b")?.width == (c.keeps ? 180 : 100))
    }

    // MARK: 9. Circle

    @Test func circleTakesASquareOfTheSmallerSide() throws {
        let p = try LayoutProbe(Circle().probe("c"), width: 200, height: 100)
        #expect(p.frame("c") == CGRect(x: 50, y: 0, width: 100, height: 100))
        let tall = try LayoutProbe(Circle().fill(.red).probe("c"), width: 40, height: 100)
        #expect(tall.frame("c") == CGRect(x: 0, y: 30, width: 40, height: 40))
        let ideal = try LayoutProbe(Circle().probe("c").fixedSize())
        #expect(ideal.frame("c")?.size == CGSize(width: 10, height: 10))
    }

    // MARK: 10. aspectRatio

    @Test func aspectRatioPassesAnUnspecifiedProposalThrough() throws {
        // Colour's ideal size is 10 × 10 whatever the ratio.
        let p = try LayoutProbe(Color.red.probe("c").aspectRatio(2, contentMode: .fit).fixedSize())
        #expect(p.frame("c")?.size == CGSize(width: 10, height: 10))
        let size = try LayoutProbe(
            Color.red.probe("c").aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit), width: 90, height: 90)
        #expect(size.frame("c") == CGRect(x: 0, y: 30, width: 90, height: 30))
    }

    // MARK: 11. Divider

    /// A Dynamic Type size and the scale the divider is rendered at.
    struct DividerCase: Sendable, CustomTestStringConvertible {
        var name: String
        var size: DynamicTypeSize
        var scale: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        DividerCase(name: "large at 1x", size: .large, scale: 1),
        DividerCase(name: "large at 3x", size: .large, scale: 3),
        DividerCase(name: "accessibility5 at 3x", size: .accessibility5, scale: 3),
        DividerCase(name: "xSmall at 2x", size: .xSmall, scale: 2),
    ])
    func dividerIsOnePointThick(c: DividerCase) throws {
        let config = RenderConfiguration(size: .fixed(width: 100, height: 100), scale: c.scale)
        let v = try LayoutProbe(
            VStack(spacing: 0) {
                Text("above")
                Divider().probe("d")
            }.font(.largeTitle).dynamicTypeSize(c.size), config)
        #expect(v.frame("d")?.height == 1)
        #expect(v.frame("d")?.width == 100)
        let h = try LayoutProbe(
            HStack(spacing: 0) {
                box("l", 10, 10)
                Divider().probe("d")
            }.dynamicTypeSize(c.size).frame(height: 40), config)
        #expect(h.frame("d")?.width == 1)
        #expect(h.frame("d")?.height == 40)
    }
}
