import Foundation
import ProofText
import ProofUI
import Testing

/// The limits on hostile sizes a render meets, each at the limit (accepted) and just past it
/// (refused with its typed error): the render side, the length of one text, the glyphs of one
/// render and the size of an asset catalog's files.
@MainActor
@Suite("UI: limits at and past")
struct RenderLimitTests {
    @Test func aRenderOfTheLargestSideIsMadeAndOnePointMoreIsRefused() throws {
        let side = ViewRenderer.maxSide
        let image = try ViewRenderer.render(
            Color.red, configuration: RenderConfiguration(size: .fixed(width: side, height: 1), scale: 1))
        #expect(image.bitmap.width == Int(side))
        #expect(throws: RenderError.invalidSize("size 16385.0×1.0 must be between 0 and 16384 points on each side")) {
            _ = try ViewRenderer.displayList(
                Color.red, configuration: RenderConfiguration(size: .fixed(width: side + 1, height: 1), scale: 1))
        }
    }

    /// A text of `Typesetter.maxLength` characters wraps into lines (quickly: a 100,000-character
    /// paragraph took 38 s in a debug build before lines found their glyphs by binary search); one
    /// character more is refused before shaping.
    @Test func aTextOfTheLongestLengthIsSetAndOneCharacterMoreIsRefused() throws {
        let words = String(repeating: "word ", count: Typesetter.maxLength / 5)
        let attributes = TextAttributes(size: 12)
        let clock = ContinuousClock()
        var layout: TextLayout?
        let elapsed = try clock.measure {
            layout = try Typesetter().layout(
                AttributedText(words, attributes: attributes), options: TextLayoutOptions(maxWidth: 300))
        }
        #expect(layout?.lines.count == 2_000)
        // Loose by design (debug build, shared machine): it must not take seconds per thousand lines.
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        #expect(throws: FontError.textTooLong(length: Typesetter.maxLength + 1, limit: Typesetter.maxLength)) {
            _ = try Typesetter().layout(AttributedText(words + "a", attributes: attributes))
        }
    }

    /// Ten texts of 100,000 glyphs each (laid out once: the layout cache holds the first) fill
    /// `ViewRenderer.maxGlyphs`; one glyph more is refused once laid out, before drawing.
    @Test func aRenderOfTheMostGlyphsIsLaidOutAndOneGlyphMoreIsRefused() throws {
        let text = String(repeating: "a", count: ViewRenderer.maxGlyphs / 10)
        func view(extra: Bool) -> some View {
            ZStack {
                ForEach(0..<10, id: \.self) { _ in Text(text) }
                if extra { Text("a") }
            }
            .font(.system(size: 1))
            .frame(width: 10_000)
        }
        let list = try ViewRenderer.displayList(view(extra: false), configuration: RenderConfiguration(scale: 1))
        #expect(list.items.count { if case .text = $0 { true } else { false } } == 10)
        #expect(throws: RenderError.tooManyGlyphs(count: ViewRenderer.maxGlyphs + 1, limit: ViewRenderer.maxGlyphs)) {
            _ = try ViewRenderer.displayList(view(extra: true), configuration: RenderConfiguration(scale: 1))
        }
    }

    /// An image set whose PNG is `bytes` long (a sparse file of zeros), read as a catalog.
    static func catalogError(imageBytes: Int) throws -> AssetCatalogError? {
        let catalog = try AssetCatalogTests.makeCatalog([
            "big.imageset/Contents.json": #"{"images": [{"filename": "big.png", "scale": "1x"}]}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        let file = catalog + "/big.imageset/big.png"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        #expect(truncate(file, off_t(imageBytes)) == 0)
        do throws(AssetCatalogError) {
            _ = try AssetCatalog(contentsOf: catalog)
            return nil
        } catch {
            return error
        }
    }

    /// A file of exactly `AssetCatalog.maxFileBytes` is read (and, being zeros, fails to decode);
    /// one byte more is refused before it is read, naming the file and the limit.
    @Test func anAssetFileOfTheLargestSizeIsReadAndOneByteMoreIsRefused() throws {
        let limit = AssetCatalog.maxFileBytes
        let atLimit = try Self.catalogError(imageBytes: limit)
        if case .invalidImage(let path, _)? = atLimit {
            #expect(path.hasSuffix("big.imageset/big.png"))
        } else {
            Issue.record("a file at the limit should be read and fail to decode, got \(String(describing: atLimit))")
        }
        let past = try Self.catalogError(imageBytes: limit + 1)
        guard case .fileTooLarge(let path, let bytes, let reported)? = past else {
            Issue.record("a file past the limit should be refused, got \(String(describing: past))")
            return
        }
        #expect(path.hasSuffix("big.imageset/big.png"))
        #expect(bytes == limit + 1 && reported == limit)
        #expect(past?.description.contains("more than the limit of 67108864 (64 MiB)") == true)
    }
}
