import Foundation
import ProofUI
import Testing

/// The render API: sizes, scales, errors for unusable input, determinism, accessibility export,
/// environment and state.
@MainActor
@Suite("UI: rendering")
struct RenderingTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func pixelSizeIsPointsTimesScale(scale: CGFloat) throws {
        let image = try ViewRenderer.render(
            Color.red.frame(width: 30, height: 20), configuration: RenderConfiguration(scale: scale))
        #expect(image.bitmap.width == Int(30 * scale) && image.bitmap.height == Int(20 * scale))
        #expect(image.size == CGSize(width: 30, height: 20))
    }

    @Test func imageRendererFollowsSwiftUIShape() throws {
        var renderer = ImageRenderer(content: Text("Hi").padding())
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: 100, height: nil)
        let image = try renderer.render()
        #expect(image.bitmap.width == 300)
        let png = try #require(renderer.pngData)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    /// A configuration no render can use.
    struct UnusableConfiguration: Sendable, CustomTestStringConvertible {
        var name: String
        var configuration: RenderConfiguration
        var testDescription: String { name }
    }

    @Test(arguments: [
        UnusableConfiguration(name: "NaN width", configuration: RenderConfiguration(size: .width(.nan))),
        UnusableConfiguration(
            name: "width of 10⁹ points", configuration: RenderConfiguration(size: .fixed(width: 1e9, height: 10))),
        UnusableConfiguration(
            name: "negative width", configuration: RenderConfiguration(size: .fixed(width: -1, height: 10))),
        UnusableConfiguration(name: "scale 0", configuration: RenderConfiguration(scale: 0)),
        UnusableConfiguration(name: "scale 100", configuration: RenderConfiguration(scale: 100)),
    ])
    func unusableSizesAndScalesAreTypedErrors(c: UnusableConfiguration) {
        #expect(throws: RenderError.self) { try ViewRenderer.render(Color.red, configuration: c.configuration) }
    }

    @Test func hugeIdealSizesAreRefused() {
        #expect(throws: RenderError.self) { try ViewRenderer.render(Color.red.frame(width: 100_000, height: 10)) }
    }

    @Test func nonFiniteGeometryIsContained() throws {
        // A NaN frame collapses to nothing instead of crashing the layout.
        let list = try ViewRenderer.displayList(
            HStack {
                Color.red.frame(width: .nan, height: 10)
                Text("ok")
            })
        #expect(list.size.width.isFinite && list.size.height.isFinite)
    }

    @Test func repeatedRendersAreByteIdentical() throws {
        let view = VStack {
            Text("Determinism").font(.title)
            Circle().fill(Color.orange).frame(width: 20, height: 20).shadow(radius: 3)
        }.padding()
        let first = try ViewRenderer.render(view, configuration: RenderConfiguration(scale: 3)).pngData()
        for _ in 0..<3 {
            #expect(try ViewRenderer.render(view, configuration: RenderConfiguration(scale: 3)).pngData() == first)
        }
    }

    @Test func accessibilityIsRecordedAndExportedAsJSON() throws {
        let view = VStack {
            Text("Title").accessibilityIdentifier("title").accessibilityLabel("Main title").accessibilityAddTraits(
                .isHeader)
            Image(systemName: "heart.fill").accessibilityHidden(true)
            Button("Buy") {}.accessibilityIdentifier("buy").accessibilityHint("Purchases the item").accessibilityValue(
                "1")
        }
        let list = try ViewRenderer.displayList(view)
        #expect(list.accessibility.map(\.identifier) == ["title", nil, "buy"])
        #expect(list.accessibility[0].label == "Main title" && list.accessibility[0].traits == ["header"])
        #expect(list.accessibility[1].isHidden)
        let json = try list.accessibilityJSON()
        #expect(json.contains("\"hint\" : \"Purchases the item\""))
        let decoded = try JSONDecoder().decode([AccessibilityRecord].self, from: Data(json.utf8))
        #expect(decoded == list.accessibility)
    }

    struct Counter: View {
        @State private var count = 2
        @Binding var flag: Bool
        var body: some View { Text("\(count) \(flag ? "on" : "off")") }
    }

    @Test func stateShowsItsInitialValueAndBindingsRead() throws {
        let list = try ViewRenderer.displayList(Counter(flag: .constant(true)))
        let texts = list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
        #expect(texts == ["2 on"])
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) var scheme
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.displayScale) var scale
        var body: some View { Text("\(scheme) \(size) \(Int(scale))") }
    }

    @Test(arguments: [ColorScheme.light, .dark], [DynamicTypeSize.small, .accessibility2])
    func environmentComesFromTheConfigurationAndModifiers(scheme: ColorScheme, size: DynamicTypeSize) throws {
        let list = try ViewRenderer.displayList(
            SchemeReader(), configuration: RenderConfiguration(scale: 3, colorScheme: scheme, dynamicTypeSize: size))
        let texts = list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
        #expect(texts == ["\(scheme) \(size) 3"])
        let overridden = try ViewRenderer.displayList(
            SchemeReader().environment(\.colorScheme, .dark).dynamicTypeSize(.xSmall))
        #expect(
            overridden.items.contains { if case .text(_, _, _, let s) = $0 { s == "dark xSmall 1" } else { false } })
    }

    @Test func dynamicColoursResolveByScheme() throws {
        for (scheme, expected) in [(ColorScheme.light, "#007AFF"), (.dark, "#0A84FF")] {
            let list = try ViewRenderer.displayList(
                Color.blue.frame(width: 2, height: 2), configuration: RenderConfiguration(colorScheme: scheme))
            #expect(
                list.items.contains { if case .fill(_, let p, _) = $0 { p.description == expected } else { false } })
        }
    }

    @Test func dividerOrientsAcrossItsStack() throws {
        let list = try ViewRenderer.displayList(
            HStack {
                Color.red.frame(width: 10, height: 20)
                Divider()
                Color.blue.frame(width: 10, height: 20)
            }
            .accessibilityIdentifier("row"))
        let hairlines = list.items.compactMap { item -> CGSize? in
            if case .fill(let p, _, _) = item, p.bounds.size.width < 2 {
                return CGSize(width: p.bounds.size.width, height: p.bounds.size.height)
            }
            return nil
        }
        #expect(hairlines == [CGSize(width: 1, height: 20)])
    }

    static func row(_ i: Int) -> some View { Text("Row \(i)").padding(CGFloat(i)).background(Color.blue.opacity(0.2)) }

    @Test func displayListsDrawnOnManyThreadsAtOnceMatchSerialRenders() async throws {
        let configuration = RenderConfiguration(scale: 2)
        let serial = try (0..<8).map { try ViewRenderer.render(Self.row($0), configuration: configuration).pngData() }
        // Views are laid out on the main actor; their display lists are drawn on any thread.
        let lists = try (0..<8).map { try ViewRenderer.displayList(Self.row($0), configuration: configuration) }
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (i, list) in lists.enumerated() {
                group.addTask { (i, try ViewRenderer.render(list, scale: 2).pngData()) }
            }
            for try await (i, bytes) in group { #expect(bytes == serial[i]) }
        }
    }
}
