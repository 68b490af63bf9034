import Foundation
import ProofUI
import Testing

/// `Image`: SF Symbols through the icon table, asset folders (PNG with @2x/@3x, SVG paths),
/// template tinting, resizing, right-to-left flipping, and typed errors for what is missing.
@MainActor
@Suite("UI: images")
struct ImageViewTests {
    /// Every symbol name the design-system documents use (`Image(systemName:)` and the names they
    /// pass to components).
    nonisolated static let documentSymbols = [
        "plus", "chevron.left", "chevron.right", "figure.handball", "flame", "envelope", "arrow.down", "person.fill",
        "heart.fill",
        "mappin.circle.fill", "person.slash",
    ]

    @Test(arguments: documentSymbols)
    func everyDocumentSymbolDrawsAnIcon(name: String) throws {
        // At 5x the 20.4 pt symbol box is a whole number of pixels (the canvas rounds up to pixels).
        let list = try ViewRenderer.displayList(
            Image(systemName: name).foregroundColor(.red), configuration: RenderConfiguration(scale: 5))
        let fills = list.items.filter { if case .fill(_, let p, _) = $0 { p.description == "#FF3B30" } else { false } }
        #expect(fills.count == 1)
        #expect(list.size == CGSize(width: 17 * 1.2, height: 17 * 1.2))
    }

    @Test func unknownSymbolsAndMissingAssetsAreTypedErrors() {
        #expect(throws: RenderError.unknownSymbol("no.such.symbol", nearest: [])) {
            try ViewRenderer.displayList(Image(systemName: "no.such.symbol"))
        }
        #expect(throws: RenderError.missingImage("no-such-asset")) {
            try ViewRenderer.displayList(
                VStack {
                    Text("x")
                    Image("no-such-asset")
                })
        }
        #expect(throws: RenderError.missingColor("no-such-colour")) {
            try ViewRenderer.displayList(Color("no-such-colour").frame(width: 4, height: 4))
        }
        #expect(RenderError.missingImage("x").description.contains("registerFolder"))
    }

    static func writeAssets() throws -> String {
        let dir = NSTemporaryDirectory() + "proof-assets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // 4×2 px PNGs at 1x and 2x of one image (the 2x one wins), written by the renderer itself.
        let one = try ViewRenderer.render(Color.red.frame(width: 4, height: 2))
        try one.writePNG(to: dir + "/tile.png")
        let two = try ViewRenderer.render(
            Color.blue.frame(width: 4, height: 2), configuration: RenderConfiguration(scale: 2))
        try two.writePNG(to: dir + "/tile@2x.png")
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 20\"><path d=\"M0 0h10v20H0z\"/></svg>"
            .write(toFile: dir + "/bar.svg", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func assetFoldersRegisterPNGsByScaleAndSVGIcons() throws {
        let dir = try Self.writeAssets()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let assets = ImageAssets()
        let names = try assets.registerFolder(dir)
        #expect(names == ["bar", "tile"])
        guard case .bitmap(let bitmap, let scale)? = assets.asset(named: "tile") else {
            Issue.record("tile is not a bitmap")
            return
        }
        #expect(scale == 2 && bitmap.width == 8)
        guard case .vector(_, let box, let template, _)? = assets.asset(named: "bar") else {
            Issue.record("bar is not a vector")
            return
        }
        #expect(box == CGSize(width: 10, height: 20) && template)
    }

    @Test func brokenAssetFilesAreReportedWithTheirPath() throws {
        let dir = NSTemporaryDirectory() + "proof-bad-assets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0]).write(to: URL(fileURLWithPath: dir + "/broken.png"))
        #expect(throws: RenderError.self) { try ImageAssets().registerFolder(dir) }
        do {
            try ImageAssets().registerFolder(dir)
        } catch {
            #expect(error.description.contains("broken.png"))
        }
        try FileManager.default.removeItem(atPath: dir + "/broken.png")
        try "<svg viewBox=\"0 0 1\"><path d=\"M0 0\"/></svg>".write(
            toFile: dir + "/odd.svg", atomically: true, encoding: .utf8)
        #expect(throws: RenderError.invalidAsset(dir + "/odd.svg", "viewBox \"0 0 1\" is not four numbers")) {
            try ImageAssets().registerFolder(dir)
        }
    }

    @Test func templateImagesTakeTheForegroundAndOriginalKeepTheirColour() throws {
        let dir = try Self.writeAssets()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ImageAssets.shared.registerFolder(dir)
        let list = try ViewRenderer.displayList(
            HStack {
                Image("bar").foregroundColor(.green)
                Image("bar").renderingMode(.original)
                Image("tile").renderingMode(.template).foregroundColor(.red)
            })
        let paints = list.items.compactMap { item -> String? in
            switch item {
            case .fill(_, let p, _): p.description
            case .image(_, _, let tint, _): tint?.description ?? "none"
            default: nil
            }
        }
        #expect(paints == ["#34C759", "#000000", "#FF3B30"])
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func flipsForRightToLeftOnlyWhenAsked(direction: LayoutDirection) throws {
        let config = RenderConfiguration(layoutDirection: direction)
        let flipped = try ViewRenderer.displayList(
            Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true), configuration: config)
        let plain = try ViewRenderer.displayList(Image(systemName: "chevron.right"), configuration: config)
        let mirrors = flipped.items.contains { if case .pushTransform(let t) = $0 { t.a == -1 } else { false } }
        #expect(mirrors == (direction == .rightToLeft))
        #expect(!plain.items.contains { if case .pushTransform = $0 { true } else { false } })
    }

    @Test func resizableImagesFillTheirFrame() throws {
        let list = try ViewRenderer.displayList(Image(systemName: "star.fill").resizable().frame(width: 40, height: 30))
        #expect(list.size == CGSize(width: 40, height: 30))
        let fixed = try ViewRenderer.displayList(Image(systemName: "star.fill").font(.system(size: 10)))
        #expect(fixed.size == CGSize(width: 12, height: 12))
    }
}
