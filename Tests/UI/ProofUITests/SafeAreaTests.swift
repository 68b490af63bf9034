import Raster
import Testing

@testable import ProofUI

/// A device safe area (`RenderConfiguration.safeAreaInsets`): the root is laid out inside it; views
/// that ignore it reach the screen's edges where they touch the safe rectangle; frames by hand for a
/// 390 × 844 pt screen with 47 pt above and 34 pt below.
@MainActor
@Suite("UI: safe area")
struct SafeAreaTests {
    static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    func list<V: View>(_ view: V, insets: EdgeInsets = insets) throws -> DisplayList {
        var configuration = RenderConfiguration(size: .fixed(width: 390, height: 844), scale: 1)
        configuration.safeAreaInsets = insets
        return try ViewRenderer.displayList(view, configuration: configuration)
    }

    /// The bounds of the fills, in drawing order.
    func fills(_ list: DisplayList) -> [CGRect] {
        list.items.compactMap { item in
            guard case .fill(let path, _, _) = item else { return nil }
            let b = path.bounds
            return CGRect(x: b.origin.x, y: b.origin.y, width: b.size.width, height: b.size.height)
        }
    }

    @Test func theRootIsLaidOutInTheSafeRectangle() throws {
        let p = try list(Color.clear.probe("screen"))
        #expect(p.accessibility.first?.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // Centred in the safe rectangle: y = 47 + (763 − 100) / 2 = 378.5, snapped to the 1x grid.
        let small = try list(Color.clear.frame(width: 100, height: 100).probe("box"))
        #expect(small.accessibility.first?.frame == CGRect(x: 145, y: 379, width: 100, height: 100))
    }

    struct EdgeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let edges: Edge.Set
        let expected: CGRect
        var testDescription: String { name }
    }

    @Test(arguments: [
        EdgeCase(name: "all edges", edges: .all, expected: CGRect(x: 0, y: 0, width: 390, height: 844)),
        EdgeCase(name: "top", edges: .top, expected: CGRect(x: 0, y: 0, width: 390, height: 810)),
        EdgeCase(name: "bottom", edges: .bottom, expected: CGRect(x: 0, y: 47, width: 390, height: 797)),
        EdgeCase(name: "none", edges: [], expected: CGRect(x: 0, y: 47, width: 390, height: 763)),
    ])
    func aColourIgnoringTheSafeAreaReachesTheScreensEdges(c: EdgeCase) throws {
        #expect(fills(try list(Color.red.ignoresSafeArea(edges: c.edges))) == [c.expected])
        #expect(fills(try list(Color.clear.background(.red, ignoresSafeAreaEdges: c.edges))) == [c.expected])
    }

    @Test func onlyAViewThatReachesTheSafeRectanglesEdgeGrows() throws {
        let inset = try list(Color.red.ignoresSafeArea().frame(width: 100, height: 100))
        #expect(fills(inset) == [CGRect(x: 145, y: 379, width: 100, height: 100)])
        let keyboardOnly = try list(Color.red.ignoresSafeArea(.keyboard))
        #expect(fills(keyboardOnly) == [CGRect(x: 0, y: 47, width: 390, height: 763)])
    }

    @Test func withoutASafeAreaNothingGrows() throws {
        #expect(
            fills(try list(Color.red.ignoresSafeArea(), insets: EdgeInsets())) == [
                CGRect(x: 0, y: 0, width: 390, height: 844)
            ])
        let intrinsic = try ViewRenderer.displayList(Color.red.frame(width: 10, height: 10).ignoresSafeArea())
        #expect(fills(intrinsic) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func aListsBackgroundReachesUnderTheBars() throws {
        let drawn = fills(try list(List { Text("Row") }.listStyle(.insetGrouped)))
        #expect(drawn.first == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func insetsThatDoNotFitAreAnError() throws {
        #expect(throws: RenderError.self) {
            _ = try list(Color.red, insets: EdgeInsets(top: 500, leading: 0, bottom: 400, trailing: 0))
        }
        #expect(throws: RenderError.self) { _ = try list(Color.red, insets: EdgeInsets(top: -1)) }
    }
}
