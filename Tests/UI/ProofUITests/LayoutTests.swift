import Testing

@testable import ProofUI

/// Layout against hand-computed frames: the parent proposes, the child chooses, the parent places.
@MainActor
@Suite("UI: layout")
struct LayoutTests {
    @Test func vstackCentresChildrenWithDefaultSpacing() throws {
        let p = try LayoutProbe(
            VStack {
                box("a", 40, 10)
                box("b", 20, 30)
            }.probe("stack"))
        #expect(p.frame("stack") == CGRect(x: 0, y: 0, width: 40, height: 48))
        #expect(p.frame("a") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(p.frame("b") == CGRect(x: 10, y: 18, width: 20, height: 30))
    }

    /// A stack alignment and the x it gives the narrower child.
    struct HorizontalAlignmentCase: Sendable, CustomTestStringConvertible {
        var name: String
        var alignment: HorizontalAlignment
        var x: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        HorizontalAlignmentCase(name: "leading", alignment: .leading, x: 0),
        HorizontalAlignmentCase(name: "center", alignment: .center, x: 10),
        HorizontalAlignmentCase(name: "trailing", alignment: .trailing, x: 20),
    ])
    func vstackAlignment(c: HorizontalAlignmentCase) throws {
        let (alignment, x) = (c.alignment, c.x)
        let p = try LayoutProbe(
            VStack(alignment: alignment, spacing: 4) {
                box("a", 40, 10)
                box("b", 20, 30)
            })
        #expect(p.frame("b") == CGRect(x: x, y: 14, width: 20, height: 30))
    }

    @Test func hstackSpacerPushesToTheEdges() throws {
        let view = HStack {
            box("a", 30, 20)
            Spacer()
            box("b", 50, 10)
        }.probe("row")
        let p = try LayoutProbe(view, width: 200, height: 40)
        #expect(p.frame("row") == CGRect(x: 0, y: 10, width: 200, height: 20))
        #expect(p.frame("a") == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(p.frame("b") == CGRect(x: 150, y: 15, width: 50, height: 10))
    }

    @Test func rightToLeftMirrorsStacksAndPadding() throws {
        let view = HStack(spacing: 0) {
            box("a", 30, 20)
            Spacer()
            box("b", 50, 10)
        }.padding(.leading, 10)
        let p = try LayoutProbe(view, width: 200, height: 20, direction: .rightToLeft)
        #expect(p.frame("a") == CGRect(x: 160, y: 0, width: 30, height: 20))
        #expect(p.frame("b") == CGRect(x: 0, y: 5, width: 50, height: 10))
    }

    @Test func flexibleFramesShareSpaceEquallyAndPriorityWins() throws {
        let equal = try LayoutProbe(
            HStack(spacing: 10) {
                Color.red.probe("a")
                Color.blue.probe("b")
            }, width: 210, height: 20)
        #expect(equal.frame("a") == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(equal.frame("b") == CGRect(x: 110, y: 0, width: 100, height: 20))

        let prioritised = try LayoutProbe(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20, maxWidth: .infinity).probe("a")
                Color.blue.frame(minWidth: 30, maxWidth: .infinity).layoutPriority(1).probe("b")
            }, width: 200, height: 20)
        // b goes first and takes all but a's minimum.
        #expect(prioritised.frame("a")?.width == 20)
        #expect(prioritised.frame("b")?.width == 180)
    }

    @Test func leastFlexibleChildIsServedFirst() throws {
        // 100 pt for two children: the fixed 70 pt one is less flexible, so it gets its 70 and the
        // flexible colour takes the remaining 30.
        let p = try LayoutProbe(
            HStack(spacing: 0) {
                Color.red.probe("flex")
                box("fixed", 70, 10)
            }, width: 100, height: 10)
        #expect(p.frame("fixed")?.width == 70)
        #expect(p.frame("flex") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func paddingDefaultsToSixteenPoints() throws {
        let p = try LayoutProbe(box("a", 10, 10).padding().probe("outer"))
        #expect(p.frame("outer") == CGRect(x: 0, y: 0, width: 42, height: 42))
        #expect(p.frame("a") == CGRect(x: 16, y: 16, width: 10, height: 10))
    }

    @Test func paddingOnChosenEdges() throws {
        let p = try LayoutProbe(box("a", 10, 10).padding(.horizontal, 5).padding(.top, 3).probe("outer"))
        #expect(p.frame("outer") == CGRect(x: 0, y: 0, width: 20, height: 13))
        #expect(p.frame("a") == CGRect(x: 5, y: 3, width: 10, height: 10))
    }

    /// A frame alignment and where it puts the content.
    struct AlignmentCase: Sendable, CustomTestStringConvertible {
        var name: String
        var alignment: Alignment
        var origin: CGPoint
        var testDescription: String { name }
    }

    @Test(arguments: [
        AlignmentCase(name: "topLeading", alignment: .topLeading, origin: CGPoint(x: 0, y: 0)),
        AlignmentCase(name: "center", alignment: .center, origin: CGPoint(x: 35, y: 20)),
        AlignmentCase(name: "bottomTrailing", alignment: .bottomTrailing, origin: CGPoint(x: 70, y: 40)),
        AlignmentCase(name: "leading", alignment: .leading, origin: CGPoint(x: 0, y: 20)),
        AlignmentCase(name: "top", alignment: .top, origin: CGPoint(x: 35, y: 0)),
    ])
    func fixedFrameAlignsContent(c: AlignmentCase) throws {
        let (alignment, origin) = (c.alignment, c.origin)
        let p = try LayoutProbe(box("a", 30, 20).frame(width: 100, height: 60, alignment: alignment).probe("frame"))
        #expect(p.frame("frame") == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(p.frame("a") == CGRect(origin: origin, size: CGSize(width: 30, height: 20)))
    }

    @Test func maxWidthInfinityTakesTheOfferAndMinWidthHolds() throws {
        let wide = try LayoutProbe(
            box("a", 30, 20).frame(maxWidth: .infinity, alignment: .leading).probe("f"), width: 250, height: 20)
        #expect(wide.frame("f") == CGRect(x: 0, y: 0, width: 250, height: 20))
        #expect(wide.frame("a")?.minX == 0)
        let atLeast = try LayoutProbe(box("a", 30, 20).frame(minWidth: 80).probe("f"), width: 250, height: 20)
        #expect(atLeast.frame("f")?.width == 80)
        // The 80 pt frame is centred in 250 (at 85), the box in it (25 further).
        #expect(atLeast.frame("a")?.minX == CGFloat(110))
    }

    @Test func fixedSizeUsesTheIdealSize() throws {
        let p = try LayoutProbe(
            VStack { Color.red.frame(idealWidth: 60, idealHeight: 8).fixedSize().probe("a") }, width: 300, height: 100)
        #expect(p.frame("a")?.size == CGSize(width: 60, height: 8))
    }

    @Test func zstackOverlayAndBackgroundTakeThePrimarySize() throws {
        let p = try LayoutProbe(
            box("a", 50, 30).overlay(alignment: .bottomTrailing) { box("badge", 10, 10) }.background {
                Color.blue.probe("bg")
            })
        #expect(p.frame("badge") == CGRect(x: 40, y: 20, width: 10, height: 10))
        #expect(p.frame("bg") == CGRect(x: 0, y: 0, width: 50, height: 30))
        let z = try LayoutProbe(
            ZStack(alignment: .topTrailing) {
                box("big", 60, 40)
                box("small", 10, 10)
            }.probe("z"))
        #expect(z.frame("z")?.size == CGSize(width: 60, height: 40))
        #expect(z.frame("small")?.origin == CGPoint(x: 50, y: 0))
    }

    @Test func offsetMovesDrawingNotLayout() throws {
        let p = try LayoutProbe(
            VStack(spacing: 0) {
                box("a", 10, 10).offset(x: 5, y: 7)
                box("b", 10, 10)
            })
        #expect(p.frame("b")?.minY == 10)
        #expect(p.list.items.contains { if case .pushTransform(let t) = $0 { t.tx == 5 && t.ty == 7 } else { false } })
    }

    @Test func aspectRatioFitsInsideTheProposal() throws {
        let p = try LayoutProbe(Color.red.aspectRatio(2, contentMode: .fit).probe("a"), width: 100, height: 100)
        #expect(p.frame("a")?.size == CGSize(width: 100, height: 50))
        let fill = try LayoutProbe(Color.red.aspectRatio(2, contentMode: .fill).probe("a"), width: 100, height: 100)
        #expect(fill.frame("a")?.size == CGSize(width: 200, height: 100))
    }

    @Test(arguments: [2.0, 3.0])
    func framesSnapToTheDevicePixelGrid(scale: CGFloat) throws {
        // Three equal children in 100 pt: 33.33 pt each, so edges fall between device pixels.
        let view = HStack(spacing: 0) {
            Color.red.probe("a")
            Color.green.probe("b")
            Color.blue.probe("c")
        }
        let p = try LayoutProbe(view, width: 100, height: 10, scale: scale)
        for id in ["a", "b", "c"] {
            let f = try #require(p.frame(id))
            for edge in [f.minX, f.maxX, f.minY, f.maxY] {
                #expect((edge * scale).rounded() == edge * scale, "\(id) edge \(edge) at \(scale)x")
            }
        }
        #expect(p.frame("c")?.maxX == 100)
    }

    @Test func geometryReaderOffersItsSize() throws {
        let view = GeometryReader { proxy in box("a", proxy.size.width / 2, proxy.size.height / 4) }.probe("g")
        let p = try LayoutProbe(view, width: 120, height: 80)
        #expect(p.frame("g") == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(p.frame("a") == CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test func positionCentresOnThePoint() throws {
        let p = try LayoutProbe(box("a", 20, 10).position(x: 50, y: 30), width: 100, height: 60)
        #expect(p.frame("a") == CGRect(x: 40, y: 25, width: 20, height: 10))
    }

    /// A vertical alignment under its SwiftUI name.
    struct VerticalAlignmentCase: Sendable, CustomTestStringConvertible {
        var name: String
        var alignment: VerticalAlignment
        var testDescription: String { name }
    }

    @Test(arguments: [
        VerticalAlignmentCase(name: "firstTextBaseline", alignment: .firstTextBaseline),
        VerticalAlignmentCase(name: "lastTextBaseline", alignment: .lastTextBaseline),
    ])
    func baselineAlignmentLooksThroughNestedStacksAndPadding(c: VerticalAlignmentCase) throws {
        let alignment = c.alignment
        let view = HStack(alignment: alignment) {
            VStack(alignment: .leading) {
                Text("Title").font(.title)
                Text("Subtitle").font(.footnote)
            }.padding(.top, 7)
            Text("caption").font(.caption).padding(.vertical, 3)
        }
        let list = try ViewRenderer.displayList(view, configuration: RenderConfiguration(scale: 3))
        var baselines: [String: CGFloat] = [:]
        for item in list.items {
            if case .text(let layout, let origin, _, let s) = item {
                baselines[s] =
                    origin.y + CGFloat(alignment == .firstTextBaseline ? layout.firstBaseline : layout.lastBaseline)
            }
        }
        let reference = try #require(baselines[alignment == .firstTextBaseline ? "Title" : "Subtitle"])
        let caption = try #require(baselines["caption"])
        // Frames snap to 1/3 pt, so baselines agree within a device pixel.
        #expect(abs(caption - reference) <= 1.0 / 3 + 1e-9, "caption \(caption) vs \(reference)")
    }

    @Test(.timeLimit(.minutes(10))) func deeplyNestedStacksLayOutInLinearTime() throws {
        // 40 levels alternating vertical and baseline-aligned horizontal stacks: each level asks its
        // child for sizes and baselines several times, which must not compound (it used to double
        // per level and hang at about 24; linear, it takes well under a second). Only the layout is
        // timed: the suite's time limit also counts the wait for the main actor, which the golden
        // suites keep busy for minutes on a slow machine.
        var view = AnyView(Text("leaf").padding(1))
        for level in 0..<40 {
            view =
                level % 2 == 0
                ? AnyView(
                    VStack {
                        view
                        Color.red.frame(width: 2, height: 2)
                    })
                : AnyView(
                    HStack(alignment: .firstTextBaseline) {
                        view
                        Text("x")
                    })
        }
        let start = ContinuousClock.now
        let list = try ViewRenderer.displayList(view)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(30), "40 nested stacks took \(elapsed): layout compounds per level again")
        #expect(list.items.filter { if case .text = $0 { true } else { false } }.count == 21)
    }
}
