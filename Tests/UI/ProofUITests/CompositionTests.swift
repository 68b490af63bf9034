import Testing

@testable import ProofUI

@MainActor
@Suite("UI: containerRelativeFrame, safeAreaInset, mask and groups")
struct CompositionTests {
    @Test(
        "containerRelativeFrame divides the window's width into columns",
        arguments: [
            (count: 1, span: 1, width: 390.0),
            (count: 4, span: 1, width: 90.0),  // (390 - 3 × 10) / 4
            (count: 4, span: 2, width: 190.0),  // 90 × 2 + 10
            (count: 3, span: 3, width: 390.0),
        ])
    func containerRelativeColumns(count: Int, span: Int, width: CGFloat) throws {
        let view = Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: 10)
            .frame(height: 20).probe("card")
        let probe = try LayoutProbe(view, width: 390, height: 844)
        #expect(probe.frame("card")?.width == width)
    }

    @Test("containerRelativeFrame on both axes takes the window's size, and a closure's length")
    func containerRelativeBothAxes() throws {
        let full = try LayoutProbe(
            Color.red.containerRelativeFrame([.horizontal, .vertical]).probe("c"), width: 200, height: 100)
        #expect(full.frame("c") == CGRect(x: 0, y: 0, width: 200, height: 100))
        let half = try LayoutProbe(
            HStack { Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.probe("c") }
                .frame(width: 200, height: 100, alignment: .leading),
            width: 200, height: 100)
        #expect(half.frame("c")?.width == 100)
    }

    @Test("an intrinsic render leaves the view its own length")
    func containerRelativeIntrinsic() throws {
        let probe = try LayoutProbe(box("b", 30, 10).containerRelativeFrame(.horizontal))
        #expect(probe.frame("b")?.width == 30)
    }

    @Test(
        "safeAreaInset puts the inset view at the edge and shrinks the content",
        arguments: [
            (edge: VerticalEdge.bottom, bar: CGRect(x: 0, y: 250, width: 200, height: 50), content: 0.0),
            (edge: VerticalEdge.top, bar: CGRect(x: 0, y: 0, width: 200, height: 50), content: 60.0),
        ])
    func safeAreaInsetVertical(edge: VerticalEdge, bar: CGRect, content: CGFloat) throws {
        let view = Color.gray.probe("content").safeAreaInset(edge: edge, spacing: 10) {
            Color.blue.frame(height: 50).probe("bar")
        }
        let probe = try LayoutProbe(view, width: 200, height: 300)
        #expect(probe.frame("bar") == bar)
        #expect(probe.frame("content") == CGRect(x: 0, y: content, width: 200, height: 240))
    }

    @Test(
        "safeAreaInset aligns a narrow inset view along its edge (mirrored right to left)",
        arguments: [
            (HorizontalAlignment.leading, LayoutDirection.leftToRight, 0.0),
            (.trailing, .leftToRight, 120.0),
            (.center, .leftToRight, 60),
            (.leading, .rightToLeft, 120),
        ])
    func safeAreaInsetAlignment(alignment: HorizontalAlignment, direction: LayoutDirection, x: CGFloat) throws {
        let view = Color.gray.safeAreaInset(edge: .bottom, alignment: alignment) { box("bar", 80, 50) }
        let probe = try LayoutProbe(view, width: 200, height: 300, direction: direction)
        #expect(probe.frame("bar") == CGRect(x: x, y: 250, width: 80, height: 50))
    }

    @Test("a leading safeAreaInset takes width from the content")
    func safeAreaInsetHorizontal() throws {
        let view = Color.gray.probe("content").safeAreaInset(edge: .leading, spacing: 0) {
            Color.blue.frame(width: 40).probe("rail")
        }
        let probe = try LayoutProbe(view, width: 200, height: 100)
        #expect(probe.frame("rail") == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(probe.frame("content") == CGRect(x: 40, y: 0, width: 160, height: 100))
    }

    @Test("a nil safeAreaInset spacing is the default 8 pt between the content and the inset view")
    func safeAreaInsetDefaultSpacing() throws {
        let view = Color.gray.probe("content").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
        let probe = try LayoutProbe(view, width: 200, height: 300)
        #expect(probe.frame("content") == CGRect(x: 0, y: 0, width: 200, height: 242))
    }

    @Test("safeAreaPadding pads like padding without a device safe area; ignoresSafeArea changes nothing")
    func safeAreaPaddingAndIgnores() throws {
        let probe = try LayoutProbe(box("b", 10, 10).safeAreaPadding(.horizontal, 20).ignoresSafeArea())
        #expect(probe.list.size == CGSize(width: 50, height: 10))
        #expect(probe.frame("b") == CGRect(x: 20, y: 0, width: 10, height: 10))
    }

    @Test("a mask keeps the view where the mask is opaque and clears it where it is transparent")
    func maskPixels() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 10)
            .mask(alignment: .leading) { Color.black.frame(width: 10, height: 10) }
        let image = try ViewRenderer.render(view)
        let inside = image.bitmap.pixel(x: 4, y: 5)
        let outside = image.bitmap.pixel(x: 15, y: 5)
        #expect(inside.r == 255 && inside.a == 255)
        #expect(outside.a == 0)
    }

    @Test("a translucent mask scales the view's alpha; the mask's colour does not show")
    func maskAlpha() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
            .mask { Color(red: 1, green: 1, blue: 0).opacity(0.5) }
        let image = try ViewRenderer.render(view)
        let p = image.bitmap.pixel(x: 5, y: 5)
        #expect(abs(Int(p.a) - 128) <= 1)
        #expect(p.r == 0 && p.g == 0)
    }

    @Test("a mask is a layer with a mask section in the display list")
    func maskDisplayList() throws {
        let list = try ViewRenderer.displayList(Color.red.frame(width: 4, height: 4).mask { Circle() })
        let lines = list.description.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let layer = try #require(lines.firstIndex { $0.hasPrefix("layer") })
        let mask = try #require(lines.firstIndex(of: "mask"))
        let end = try #require(lines.firstIndex(of: "end mask"))
        #expect(layer < mask && mask < end)
        #expect(lines.last == "end layer")
    }

    @Test("the mask view records no accessibility element; the masked view does")
    func maskIsNotAccessible() throws {
        let list = try ViewRenderer.displayList(box("content", 10, 10).mask { Color.black.probe("mask") })
        #expect(list.accessibility.map(\.identifier) == ["content"])
    }

    @Test("drawingGroup draws the view as one forced group")
    func drawingGroup() throws {
        let list = try ViewRenderer.displayList(Color.red.frame(width: 4, height: 4).drawingGroup())
        #expect(list.description.contains("layer opacity 1"))
    }
}
