import Foundation
import ProofUI
import Testing

/// `AsyncImage`: each phase draws what SwiftUI draws, the default placeholder, `file://` PNGs,
/// failures, and loaders injected through the environment. No render reaches the network.
@MainActor
@Suite("UI: async images")
struct AsyncImageTests {
    struct Offline: Error {}

    static func images(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .image(_, _, _, let name) = $0 { name } else { nil } }
    }
    static func fills(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .fill(_, let paint, _) = $0 { paint.description } else { nil } }
    }
    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
    }

    static func pngFile() throws -> URL {
        let path = NSTemporaryDirectory() + "proof-async-\(UUID().uuidString).png"
        try ViewRenderer.render(Color.red.frame(width: 6, height: 4)).writePNG(to: path)
        return URL(fileURLWithPath: path)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aRemoteURLShowsTheDefaultPlaceholderFillingTheFrame(scheme: ColorScheme) throws {
        let list = try ViewRenderer.displayList(
            AsyncImage(url: URL(string: "https://example.com/icon.png")).frame(width: 50, height: 30),
            configuration: RenderConfiguration(colorScheme: scheme))
        #expect(Self.images(list).isEmpty)
        #expect(Self.fills(list) == [scheme == .light ? "#78788029" : "#78788052"])
        #expect(list.size == CGSize(width: 50, height: 30))
    }

    @Test func aFilePNGDrawsItsPixelsAtTheGivenScale() throws {
        let url = try Self.pngFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let one = try ViewRenderer.displayList(AsyncImage(url: url))
        #expect(Self.images(one) == [url.lastPathComponent])
        #expect(one.size == CGSize(width: 6, height: 4))
        let two = try ViewRenderer.displayList(AsyncImage(url: url, scale: 2))
        #expect(two.size == CGSize(width: 3, height: 2))
        let bitmap = try ViewRenderer.render(AsyncImage(url: url)).bitmap
        let red = try ViewRenderer.render(Color.red.frame(width: 6, height: 4)).bitmap
        #expect(bitmap.pixel(x: 2, y: 2) == red.pixel(x: 2, y: 2))
    }

    @Test func aMissingFileIsAFailurePhaseWithAnActionableError() throws {
        let url = URL(fileURLWithPath: "/no/such/file.png")
        let phase = AsyncImageLoader.default.phase(for: url, scale: 1)
        let error = try #require(phase.error as? AsyncImageLoaderError)
        #expect(phase.image == nil)
        #expect(error.description.contains("/no/such/file.png") && error.description.contains("asyncImageLoader"))
        let list = try ViewRenderer.displayList(
            AsyncImage(url: url) { phase in
                if phase.error != nil { Text("failed") } else { Text("other") }
            })
        #expect(Self.texts(list) == ["failed"])
    }

    @Test func aNilURLIsEmpty() throws {
        let list = try ViewRenderer.displayList(
            AsyncImage(url: nil) { image in
                image
            } placeholder: {
                Text("wait")
            })
        #expect(Self.texts(list) == ["wait"])
    }

    /// The three phases through an injected loader, for each initialiser shape.
    @Test(arguments: ["empty", "success", "failure"])
    func anInjectedLoaderDecidesThePhase(phase: String) throws {
        let loader = AsyncImageLoader { _, _ in
            switch phase {
            case "success": .success(Image(systemName: "star.fill"))
            case "failure": .failure(Offline())
            default: .empty
            }
        }
        let url = URL(string: "https://example.com/a.png")
        let phased = try ViewRenderer.displayList(
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success(let image): image
                case .failure: Text("failure")
                }
            }
            .asyncImageLoader(loader))
        let conditional = try ViewRenderer.displayList(
            AsyncImage(url: url) {
                $0.resizable()
            } placeholder: {
                Text("placeholder")
            }
            .frame(width: 20, height: 20).asyncImageLoader(loader))
        if phase == "success" {
            #expect(Self.texts(phased).isEmpty && !Self.fills(phased).isEmpty)
            #expect(Self.texts(conditional).isEmpty && !Self.fills(conditional).isEmpty)
        } else {
            #expect(Self.texts(phased) == [phase])
            #expect(Self.texts(conditional) == ["placeholder"])
        }
    }

    @Test func registeredURLsAndImageMapsResolve() throws {
        let key = "https://example.com/registered-\(UUID().uuidString).png"
        ImageAssets.shared.register(
            key, .bitmap(try ViewRenderer.render(Color.blue.frame(width: 2, height: 2)).bitmap, scale: 1))
        let list = try ViewRenderer.displayList(AsyncImage(url: URL(string: key)))
        #expect(Self.images(list) == [key])
        let url = try #require(URL(string: "https://example.com/mapped.png"))
        let mapped = AsyncImageLoader.images([url: Image(systemName: "star")])
        #expect(mapped.phase(for: url, scale: 1).image != nil)
        #expect(mapped.phase(for: URL(fileURLWithPath: "/x.png"), scale: 1).image == nil)
    }
}
