import Testing

@testable import ProofUI

/// The sum of the values children report.
private struct TotalKey: PreferenceKey {
    nonisolated static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// The bounds of the selected tab (the first one reported).
private struct SelectedTabKey: PreferenceKey {
    nonisolated static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The largest height reported.
private struct HeightKey: PreferenceKey {
    nonisolated static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Children report widths; the parent shows their sum as the width of a bar.
private struct TotalBar: View {
    @State private var total: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                box("a", 10, 5).preference(key: TotalKey.self, value: 10)
                box("b", 25, 5).preference(key: TotalKey.self, value: 25)
                box("c", 5, 5).transformPreference(TotalKey.self) { $0 += 5 }
            }
            .onPreferenceChange(TotalKey.self) { total = $0 }
            box("bar", total, 4)
        }
    }
}

/// Tabs with an underline under the selected one, the classic anchor-preference pattern.
private struct Tabs: View {
    let widths: [CGFloat] = [40, 60, 50]
    let selected: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in
                box("tab\(i)", widths[i], 30)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { i == selected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.blue.frame(width: r.width, height: 2).probe("underline")
                        .padding(.leading, r.minX).padding(.top, r.maxY - 2)
                }
            }
        }
    }
}

/// Measures its content with a GeometryReader in a background and echoes the height.
private struct Measured: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            box("content", 50, 37)
                .background(GeometryReader { g in Color.clear.preference(key: HeightKey.self, value: g.size.height) })
            box("echo", 10, height)
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
    }
}

@MainActor
@Suite("UI: preferences")
struct PreferenceTests {
    @Test("values reduce in view order; onPreferenceChange's state shows in the same render")
    func reduceAndChange() throws {
        let probe = try LayoutProbe(TotalBar())
        #expect(probe.frame("bar") == CGRect(x: 0, y: 5, width: 40, height: 4))
    }

    @Test("a preference replaces what its content set; transformPreference changes it")
    func replaceAndTransform() throws {
        var seen: [CGFloat] = []
        let view = VStack {
            box("x", 5, 5).preference(key: TotalKey.self, value: 3).preference(key: TotalKey.self, value: 7)
            box("y", 5, 5).preference(key: TotalKey.self, value: 1).transformPreference(TotalKey.self) { $0 *= 10 }
        }
        .onPreferenceChange(TotalKey.self) { seen.append($0) }
        _ = try LayoutProbe(view)
        #expect(seen == [17])
    }

    @Test("a key nobody sets reports its default value")
    func defaultValue() throws {
        var seen: [CGFloat] = []
        _ = try LayoutProbe(box("z", 5, 5).onPreferenceChange(HeightKey.self) { seen.append($0) })
        #expect(seen == [0])
    }

    @Test("the underline follows the selected tab", arguments: [(0, 0.0, 40.0), (1, 40, 60), (2, 100, 50)])
    func underlineFollowsSelectedTab(selected: Int, x: CGFloat, width: CGFloat) throws {
        let probe = try LayoutProbe(Tabs(selected: selected))
        #expect(probe.frame("underline") == CGRect(x: x, y: 28, width: width, height: 2))
    }

    @Test("the underline follows the selected tab right to left too (anchors are physical)")
    func underlineRightToLeft() throws {
        let probe = try LayoutProbe(Tabs(selected: 0), width: 150, height: 30, direction: .rightToLeft)
        let tab = try #require(probe.frame("tab0"))
        #expect(tab.minX == 110)
        #expect(probe.frame("underline")?.width == 40)
    }

    @Test("a value only known once laid out (a GeometryReader's size) reaches onPreferenceChange")
    func geometryReaderValue() throws {
        let probe = try LayoutProbe(Measured())
        #expect(probe.frame("echo") == CGRect(x: 20, y: 37, width: 10, height: 37))
    }

    @Test("the late value reaches a view nested in another body, beside other observers")
    func geometryReaderValueNested() throws {
        let view = VStack(spacing: 0) {
            TotalBar()
            Measured()
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("bar")?.width == 40)
        #expect(probe.frame("echo")?.height == 37)
    }

    @Test("a point anchor resolves in the reader's space")
    func pointAnchor() throws {
        struct CenterKey: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                value = value ?? nextValue()
            }
        }
        let view = HStack(spacing: 0) {
            box("l", 30, 20)
            box("r", 20, 20).anchorPreference(key: CenterKey.self, value: .center) { $0 }
        }
        .backgroundPreferenceValue(CenterKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let p = proxy[anchor]
                    Color.green.frame(width: 2, height: 2).probe("dot").padding(.leading, p.x - 1).padding(
                        .top, p.y - 1)
                }
            }
        }
        let probe = try LayoutProbe(view)
        #expect(probe.frame("dot") == CGRect(x: 39, y: 9, width: 2, height: 2))
    }
}
