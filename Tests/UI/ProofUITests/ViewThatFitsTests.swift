import Testing

@testable import ProofUI

/// `ViewThatFits` against hand-computed choices.
@MainActor
@Suite("UI: ViewThatFits")
struct ViewThatFitsTests {
    /// A proposed width and the view `ViewThatFits` should show in it.
    struct FitCase: Sendable, CustomTestStringConvertible {
        var name: String
        var width: CGFloat
        var shown: String
        var testDescription: String { name }
    }

    @Test(
        arguments: [
            FitCase(name: "wide enough for the first", width: 120, shown: "wide"),
            FitCase(name: "exactly the first's width", width: 100, shown: "wide"),
            FitCase(name: "only the second fits", width: 80, shown: "narrow"),
            FitCase(name: "none fits: the last", width: 20, shown: "narrow"),
        ])
    func showsTheFirstViewThatFits(_ c: FitCase) throws {
        let p = try LayoutProbe(
            ViewThatFits(in: .horizontal) {
                box("wide", 100, 20)
                box("narrow", 40, 20)
            }.probe("v").frame(width: c.width, height: 50), width: 200, height: 100)
        #expect(p.frame(c.shown) != nil)
        #expect(p.frame(c.shown == "wide" ? "narrow" : "wide") == nil)
        #expect(p.frame("v")?.width == (c.shown == "wide" ? 100 : 40))
    }

    @Test func onlyTheConstrainedAxisCounts() throws {
        // 30 pt tall in a 10 pt tall proposal still fits when only the width is checked.
        let p = try LayoutProbe(
            ViewThatFits(in: .horizontal) {
                box("tall", 50, 30)
                box("small", 10, 10)
            }.frame(width: 60, height: 10), width: 200, height: 100)
        #expect(p.frame("tall") == CGRect(x: 75, y: 35, width: 50, height: 30))
        #expect(p.frame("small") == nil)
    }

    @Test func bothAxesByDefault() throws {
        let p = try LayoutProbe(
            ViewThatFits {
                box("tall", 50, 30)
                box("small", 10, 10)
            }.frame(width: 60, height: 10), width: 200, height: 100)
        #expect(p.frame("tall") == nil)
        #expect(p.frame("small") != nil)
    }
}
