import ChallengeCore
import ChallengeCoreMocks
import ChallengeDesignSystemCatalog
import Foundation
import ProofLocking
import Raster
import Testing
import UIKit

@testable import ChallengeDesignSystem

/// What the components do beyond their look: statuses from strings, the loading button, the badge's
/// hiding, the chip group's selection and the image loads.
@MainActor
@Suite("ChallengeDesignSystem: component behaviour")
struct ComponentBehaviourTests {
    @Test(arguments: [
        ("alive", DSStatus.alive), ("Alive", .alive), ("DEAD", .dead), ("dEaD", .dead), ("unknown", .unknown),
        ("", .unknown), ("zombie", .unknown), ("alive ", .unknown),
    ])
    func statusFromAString(raw: String, status: DSStatus) {
        #expect(DSStatus.from(raw) == status)
    }

    @Test func statusColoursComeFromThePalette() {
        let palette = DSTheme.default.colors
        #expect(DSStatus.alive.color(in: palette) == palette.statusSuccess)
        #expect(DSStatus.dead.color(in: palette) == palette.statusError)
        #expect(DSStatus.unknown.color(in: palette) == palette.statusNeutral)
    }

    /// A button style that exports whether its button is enabled, to see `.disabled` from outside.
    struct EnabledProbe: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.accessibilityValue(isEnabled ? "enabled" : "disabled")
        }
    }

    func values<V: View>(_ view: V) throws -> [String] {
        try ViewRenderer.displayList(view.buttonStyle(EnabledProbe())).accessibility.compactMap(\.value)
    }

    @Test func loadingDisablesTheButtonAndReplacesItsIcon() throws {
        #expect(try values(DSButton("Save") {}) == ["enabled"])
        #expect(try values(DSButton("Save", isLoading: true) {}) == ["disabled"])
        let loadingWithIcon = try ViewRenderer.displayList(DSButton("Save", icon: "plus", isLoading: true) {})
        let loading = try ViewRenderer.displayList(DSButton("Save", isLoading: true) {})
        let icon = try ViewRenderer.displayList(DSButton("Save", icon: "plus") {})
        #expect(loadingWithIcon.description == loading.description)
        #expect(icon.description != loading.description)
    }

    @Test func onlyThePrimaryButtonTakesTheWidthOffered() throws {
        func width(_ variant: DSButtonVariant) throws -> CGFloat {
            let list = try ViewRenderer.displayList(
                DSButton("Go", variant: variant, accessibilityIdentifier: "b") {}.frame(width: 300))
            return try #require(list.accessibility.first { $0.identifier == "b" }).frame.width
        }
        #expect(try width(.primary) == 300)
        #expect(try width(.secondary) < 100)
        #expect(try width(.tertiary) < 100)
    }

    @Test(arguments: [-1, 0])
    func aBadgeOfNothingDrawsOnlyItsContent(count: Int) throws {
        let badged = try ViewRenderer.displayList(DSBadge(count: count) { Color.red.frame(width: 20, height: 20) })
        let plain = try ViewRenderer.displayList(Color.red.frame(width: 20, height: 20))
        #expect(badged.description == plain.description)
        let shown = try ViewRenderer.displayList(DSBadge(count: 1) { Color.red.frame(width: 20, height: 20) })
        #expect(shown.description != plain.description)
    }

    @Test func asyncImagePhases() {
        let url = URL(string: "https://example.com/a.png")!
        let cached = DSAsyncImageLoad.phase(
            of: url, with: ImageLoaderMock(cachedImage: SnapshotImages.gradient, asyncImage: nil))
        #expect(cached.image != nil)
        let later = DSAsyncImageLoad.phase(
            of: url, with: ImageLoaderMock(cachedImage: nil, asyncImage: SnapshotImages.gradient))
        #expect(later.image != nil)
        let failed = DSAsyncImageLoad.phase(of: url, with: ImageLoaderMock(cachedImage: nil, asyncImage: nil))
        #expect(failed.error as? DSAsyncImageLoad.Failure == .noImage(url: url))
        let none = DSAsyncImageLoad.phase(
            of: nil, with: ImageLoaderMock(cachedImage: SnapshotImages.gradient, asyncImage: nil))
        #expect(none.image == nil && none.error == nil)
    }

    /// A loader whose load only ends when cancelled, and says whether it was.
    final class HangingLoader: ImageLoaderContract {
        let sawCancellation = Locked(false)
        func cachedImage(for url: URL) -> UIImage? { nil }
        func image(for url: URL) async -> UIImage? {
            try? await Task.sleep(for: .seconds(60))
            sawCancellation.withLock { $0 = Task.isCancelled }
            return nil
        }
        func removeCachedImage(for url: URL) async {}
        func clearCache() async {}
    }

    @Test func aLoadThatDoesNotFinishFailsAndIsCancelled() async throws {
        let url = URL(string: "https://example.com/slow.png")!
        let loader = HangingLoader()
        let phase = DSAsyncImageLoad.phase(of: url, with: loader, timeout: 0.2)
        #expect(phase.error as? DSAsyncImageLoad.Failure == .timedOut(url: url, seconds: 0.2))
        for _ in 0..<100 where !loader.sawCancellation.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(loader.sawCancellation.withLock { $0 })
    }

    @Test func theMockCountsCacheCalls() async {
        let mock = ImageLoaderMock(image: nil)
        let url = URL(string: "https://example.com/a.png")!
        await mock.removeCachedImage(for: url)
        await mock.clearCache()
        await mock.clearCache()
        #expect(mock.removeCachedImageCallCount == 1 && mock.removeCachedImageLastURL == url)
        #expect(mock.clearCacheCallCount == 2)
        mock.reset()
        #expect(mock.removeCachedImageCallCount == 0 && mock.clearCacheCallCount == 0)
    }

    @Test func theDefaultLoaderNeverReachesTheNetwork() async throws {
        let loader = CachedImageLoader()
        let remote = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")!
        #expect(loader.cachedImage(for: remote) == nil)
        #expect(await loader.image(for: remote) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ds-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("a.png")
        let bitmap = try Bitmap(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        try Data(try PNGCodec.encode(bitmap)).write(to: png)
        #expect(loader.cachedImage(for: png) == nil)
        #expect(await loader.image(for: png) != nil)
        #expect(loader.cachedImage(for: png) != nil)
        await loader.removeCachedImage(for: png)
        #expect(loader.cachedImage(for: png) == nil)
        let notPNG = folder.appendingPathComponent("b.png")
        try Data("not a png".utf8).write(to: notPNG)
        #expect(await loader.image(for: notPNG) == nil)
    }
}
