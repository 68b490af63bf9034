import Foundation
import ProofText
import ProofUI
import Raster
import Testing

/// The SF Symbols table (`Fonts/MaterialDesignIcons/symbols.tsv`), its variant rules, symbols a
/// team registers, and the error for a name nobody knows.
@MainActor
@Suite("UI: SF Symbols")
struct SymbolTableTests {
    /// The bundled font's icon names (`codepoints.tsv`).
    nonisolated static let iconNames: Set<String> = {
        let path = BundledFonts.directory + "/MaterialDesignIcons/codepoints.tsv"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return Set(
            text.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) })
    }()

    @Test func theTableHasAtLeastAThousandNamesEachOnce() {
        #expect(SymbolTable.entries.count >= 1000)
        #expect(Set(SymbolTable.entries.map(\.symbol)).count == SymbolTable.entries.count)
        #expect(SymbolTable.mapping.count == SymbolTable.entries.count)
        // The most used symbols come first.
        #expect(SymbolTable.entries.prefix(3).map(\.symbol) == ["house", "house.fill", "house.circle"])
    }

    @Test func everyRowNamesAGlyphOfTheBundledFont() throws {
        #expect(Self.iconNames.count == 1650)
        let missing = SymbolTable.entries.filter { !Self.iconNames.contains($0.iconName) }
        #expect(missing.isEmpty, "\(missing.prefix(5))")
        let face = try #require(FontRegistry.shared.face(postScriptName: "MaterialDesignIcons"))
        let path = BundledFonts.directory + "/MaterialDesignIcons/codepoints.tsv"
        var codepoints: [String: UInt32] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst() {
            let cols = line.split(separator: "\t")
            codepoints[String(cols[0])] = UInt32(cols[1], radix: 16)
        }
        let withoutGlyph = Set(SymbolTable.entries.map(\.iconName)).filter { name in
            codepoints[name].flatMap { face.glyph(for: $0) } == nil
        }
        #expect(withoutGlyph.isEmpty, "\(withoutGlyph.sorted().prefix(5))")
    }

    /// Symbols nearly every iOS screen uses.
    nonisolated static let commonSymbols = [
        "house", "gear", "person", "magnifyingglass", "xmark", "checkmark", "chevron.left", "chevron.right",
        "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "bell", "heart", "star",
        "trash", "pencil", "plus", "minus", "ellipsis", "info.circle", "exclamationmark.triangle", "shippingbox.fill",
        "xmark.octagon.fill", "cart", "creditcard", "calendar", "clock", "envelope", "phone", "map", "location",
        "camera", "photo", "doc", "folder", "lock", "eye", "square.and.arrow.up", "line.3.horizontal",
        "slider.horizontal.3", "bookmark", "flag", "paperplane", "tray", "link", "paperclip", "wifi",
    ]

    @Test(arguments: commonSymbols)
    func commonSymbolsHaveARow(name: String) {
        #expect(SymbolTable.mapping[name] != nil)
        #expect(SymbolTable.resolve(name)?.enclosure == nil)
    }

    /// A name, the glyph it resolves to and the frame drawn around it.
    struct VariantCase: CustomTestStringConvertible, Sendable {
        let name: String
        let icon: String?
        let enclosure: SymbolTable.Enclosure?
        let inTable: Bool
        var testDescription: String { "\(name) → \(icon ?? "nothing")\(enclosure.map { " in \($0)" } ?? "")" }
    }

    @Test(arguments: [
        // Rows of the table, chosen by the generator with the variant rules.
        VariantCase(name: "bell.slash.fill", icon: "bell-off", enclosure: nil, inTable: true),
        VariantCase(name: "xmark.circle.fill", icon: "close-circle", enclosure: nil, inTable: true),
        VariantCase(name: "x.circle.fill", icon: "close-circle", enclosure: nil, inTable: true),
        VariantCase(name: "heart.fill", icon: "heart", enclosure: nil, inTable: true),
        VariantCase(name: "person.circle", icon: "account-circle", enclosure: nil, inTable: true),
        VariantCase(name: "plus.square", icon: "plus-box", enclosure: nil, inTable: true),
        VariantCase(name: "house.circle.fill", icon: "home", enclosure: .circleFill, inTable: true),
        VariantCase(name: "ellipsis.circle", icon: "dots-horizontal", enclosure: .circle, inTable: true),
        VariantCase(name: "chevron.left.square", icon: "chevron-left", enclosure: .square, inTable: true),
        VariantCase(name: "eye.slash.circle.fill", icon: "eye-off", enclosure: .circleFill, inTable: true),
        // Names without a row, resolved at render time by the same rules.
        VariantCase(name: "camera.slash.fill", icon: "camera-off", enclosure: nil, inTable: false),
        VariantCase(name: "cart.slash", icon: "cart-off", enclosure: nil, inTable: false),
        VariantCase(name: "music.note.slash", icon: "music-note-off", enclosure: nil, inTable: false),
        VariantCase(name: "alarm.circle", icon: "alarm", enclosure: .circle, inTable: false),
        VariantCase(name: "gift.square.fill", icon: "gift", enclosure: .squareFill, inTable: false),
        VariantCase(name: "account.fill", icon: nil, enclosure: nil, inTable: false),
        VariantCase(name: "person.slash.square", icon: "account-off", enclosure: .square, inTable: false),
        VariantCase(name: "cart.circle.fill.badge", icon: nil, enclosure: nil, inTable: false),
        // No `cloud-off` glyph: a crossed-out cloud is not drawn as a plain one.
        VariantCase(name: "cloud.slash", icon: nil, enclosure: nil, inTable: false),
        VariantCase(name: "slash", icon: nil, enclosure: nil, inTable: false),
    ])
    func variantsResolve(_ c: VariantCase) {
        #expect((SymbolTable.mapping[c.name] != nil) == c.inTable)
        let entry = SymbolTable.resolve(c.name)
        #expect(entry?.iconName == c.icon)
        #expect(entry?.enclosure == c.enclosure)
        #expect(SymbolTable.iconName(forSymbol: c.name) == c.icon)
    }

    @Test func framedVariantsDrawOneFillInTheSymbolBox() throws {
        // At 5x the 20.4 pt symbol box is a whole number of pixels (the canvas rounds up to pixels).
        let list = try ViewRenderer.displayList(
            HStack(spacing: 0) {
                Image(systemName: "house.circle")
                Image(systemName: "house.circle.fill")
            }.foregroundColor(.red), configuration: RenderConfiguration(scale: 5))
        let fills = list.items.compactMap { item -> (Raster.Path, Bool)? in
            if case .fill(let path, _, let evenOdd) = item { return (path, evenOdd) }
            return nil
        }
        #expect(fills.count == 2)
        #expect(fills.allSatisfy { $0.1 })
        #expect(list.size == CGSize(width: 2 * 17 * 1.2, height: 17 * 1.2))
    }

    @Test func aRegisteredSVGSymbolDrawsAndOverridesTheTable() throws {
        let registry = SymbolRegistry.shared
        defer {
            registry.remove("proof.test.brand")
            registry.remove("leaf.fill")
        }
        try registry.register("proof.test.brand", svgPathData: "M0 0H20V10H0Z", viewBox: CGSize(width: 20, height: 10))
        let brand = try ViewRenderer.displayList(
            Image(systemName: "proof.test.brand").foregroundColor(.red), configuration: RenderConfiguration(scale: 5))
        // 1.2 × 17 pt high, twice as wide as high (the view box's aspect).
        #expect(brand.size == CGSize(width: 2 * 17 * 1.2, height: 17 * 1.2))
        #expect(brand.description.contains("fill (0, 0, 40.8×20.4) #FF3B30"), "\(brand.description)")

        let before = try ViewRenderer.displayList(Image(systemName: "leaf.fill"))
        try registry.register("leaf.fill", svgPathData: "M0 0H24V24H0Z", viewBox: CGSize(width: 24, height: 24))
        let after = try ViewRenderer.displayList(Image(systemName: "leaf.fill"))
        // The 20.4 pt box snapped to whole pixels at 1x.
        #expect(after.description.contains("fill (0, 0, 21×21)"))
        #expect(after.description != before.description)
        registry.remove("leaf.fill")
        #expect(try ViewRenderer.displayList(Image(systemName: "leaf.fill")).description == before.description)
    }

    @Test func aFontGlyphCanBeRegisteredAsASymbol() throws {
        defer { SymbolRegistry.shared.remove("proof.test.star") }
        let file = BundledFonts.directory + "/DejaVuSans/DejaVuSans.ttf"
        try SymbolRegistry.shared.register("proof.test.star", fontFile: file, codepoint: 0x2605)
        let symbol = try #require(SymbolRegistry.shared.symbol(named: "proof.test.star"))
        #expect(symbol.viewBox == CGSize(width: 2048, height: 2048))
        #expect(!symbol.path.isEmpty)
        let list = try ViewRenderer.displayList(Image(systemName: "proof.test.star"))
        #expect(list.items.contains { if case .fill = $0 { true } else { false } })
        #expect(throws: RenderError.self) {
            try SymbolRegistry.shared.register("proof.test.none", fontFile: file, codepoint: 0xF0000)
        }
        #expect(throws: RenderError.self) {
            try SymbolRegistry.shared.register("proof.test.none", fontFile: "/no/such/font.ttf", codepoint: 0x41)
        }
    }

    @Test func aFolderOfSVGFilesRegistersOneSymbolPerFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proof-symbols-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            SymbolRegistry.shared.remove("proof.folder.a")
            SymbolRegistry.shared.remove("proof.folder.b")
        }
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>"##
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/proof.folder.a.svg"))
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/proof.folder.b.svg"))
        try Data("not an icon".utf8).write(to: URL(fileURLWithPath: folder + "/readme.txt"))
        #expect(try SymbolRegistry.shared.registerFolder(folder) == ["proof.folder.a", "proof.folder.b"])
        #expect(SymbolRegistry.shared.symbol(named: "proof.folder.a")?.viewBox == CGSize(width: 24, height: 24))
        #expect(throws: RenderError.self) { try SymbolRegistry.shared.registerFolder(folder + "/readme.txt") }
        #expect(throws: RenderError.self) { try SymbolRegistry.shared.registerFolder(folder + "/missing") }
    }

    /// A misspelt or unknown name and the names the error offers, the closest first.
    struct UnknownCase: CustomTestStringConvertible, Sendable {
        let name: String
        let nearest: String
        var testDescription: String { "\(name) → \(nearest)" }
    }

    @Test(arguments: [
        UnknownCase(name: "shippingbox.fil", nearest: "shippingbox.fill"),
        UnknownCase(name: "hose", nearest: "house"),
        UnknownCase(name: "cart.plus", nearest: "cart.badge.plus"),
        UnknownCase(name: "bell.slashed", nearest: "bell.slash"),
        UnknownCase(name: "gearshape.3", nearest: "gearshape.2"),
    ])
    func unknownSymbolsNameTheNearestKnownOnes(_ c: UnknownCase) throws {
        do {
            _ = try ViewRenderer.displayList(Image(systemName: c.name))
            Issue.record("\(c.name) rendered")
        } catch {
            guard case .unknownSymbol(let name, let nearest) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(name == c.name)
            #expect(nearest.first == c.nearest, "\(nearest)")
            #expect(nearest.count <= 3)
            #expect(error.description.hasPrefix("no SF Symbol named \"\(c.name)\" (nearest: \"\(c.nearest)\""))
            #expect(!error.description.contains("\n"))
        }
    }
}
