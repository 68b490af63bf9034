import Foundation
import Raster
import SnapshotTesting
import SwiftUI
import Testing
import UIKit

/// The swift-snapshot-testing API's behaviour on Proof: record modes and their scopes, reference
/// names, strategies for text and values, image precision, pullbacks and timeouts.
@MainActor
@Suite("SnapshotTesting: swift-snapshot-testing's API")
struct SnapshotTestingBehaviourTests {
    /// A fresh empty folder for references.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "snapshot-testing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    struct Badge: View {
        let count: Int
        var body: some View {
            Text("\(count)").font(.caption.bold()).foregroundStyle(.white).padding(6).background(Circle().fill(.red))
        }
    }

    @Test func aMissingReferenceIsRecordedThenMatchesAndAChangeFails() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = verifySnapshot(of: Badge(count: 3), as: .image, named: "badge", snapshotDirectory: dir)
        #expect(first?.contains("Recorded a new reference") == true)
        #expect(
            FileManager.default.fileExists(
                atPath: dir + "/aMissingReferenceIsRecordedThenMatchesAndAChangeFails.badge.png"))
        #expect(verifySnapshot(of: Badge(count: 3), as: .image, named: "badge", snapshotDirectory: dir) == nil)
        let changed = verifySnapshot(of: Badge(count: 4), as: .image, named: "badge", snapshotDirectory: dir)
        #expect(changed?.contains("does not match") == true)
    }

    @Test func unnamedReferencesAreNumberedPerTest() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = verifySnapshot(of: "a", as: .lines, snapshotDirectory: dir)
        _ = verifySnapshot(of: "b", as: .lines, snapshotDirectory: dir)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["unnamedReferencesAreNumberedPerTest.1.txt", "unnamedReferencesAreNumberedPerTest.2.txt"])
    }

    @Test func recordModesFromTheArgumentTheScopeAndTheTrait() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let never = withSnapshotTesting(record: .never) {
            verifySnapshot(of: "x", as: .lines, named: "never", snapshotDirectory: dir)
        }
        #expect(never?.contains("does not record") == true)
        #expect(
            !FileManager.default.fileExists(atPath: dir + "/recordModesFromTheArgumentTheScopeAndTheTrait.never.txt"))
        _ = verifySnapshot(of: "x", as: .lines, named: "all", snapshotDirectory: dir)
        // `record: true` is `.all`: it rewrites a matching reference, and fails.
        #expect(verifySnapshot(of: "x", as: .lines, named: "all", record: true, snapshotDirectory: dir) != nil)
        // The innermost scope wins; a nil argument inherits.
        let inner = withSnapshotTesting(record: .never) {
            withSnapshotTesting(record: .failed) {
                withSnapshotTesting(diffTool: .ksdiff) { SnapshotTestingConfiguration.current?.record }
            }
        }
        #expect(inner == .failed)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "missing") == .missing)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "sometimes") == nil)
    }

    @Test(.snapshots(record: .never)) func theTraitScopesTheTest() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let message = verifySnapshot(of: "x", as: .lines, named: "trait", snapshotDirectory: dir)
        #expect(message?.contains(".never") == true)
    }

    @Test func aDiffToolNamesBothFilesOnAMismatch() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = verifySnapshot(of: "old", as: .lines, named: "tool", snapshotDirectory: dir)
        let message = withSnapshotTesting(diffTool: "opendiff") {
            verifySnapshot(of: "new", as: .lines, named: "tool", snapshotDirectory: dir)
        }
        #expect(message?.contains("opendiff \(dir)/aDiffToolNamesBothFilesOnAMismatch.tool.txt ") == true)
        let ksdiff = SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "/a.png", failedFilePath: "/b.png")
        #expect(ksdiff == "ksdiff /a.png /b.png")
    }

    struct Profile: Codable {
        var name: String
        var tags: [String]
        var isPro: Bool
    }

    @Test func textStrategiesForValues() throws {
        let profile = Profile(name: "Ada", tags: ["math", "engines"], isPro: true)
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = verifySnapshot(of: profile, as: .json, named: "json", snapshotDirectory: dir)
        let json = try String(contentsOfFile: dir + "/textStrategiesForValues.json.json", encoding: .utf8)
        #expect(json.contains("\"isPro\" : true") && json.contains("\"name\" : \"Ada\""))
        _ = verifySnapshot(of: profile, as: .dump, named: "dump", snapshotDirectory: dir)
        let dump = try String(contentsOfFile: dir + "/textStrategiesForValues.dump.txt", encoding: .utf8)
        #expect(dump.contains("▿ Profile") && dump.contains("- name: Ada") && dump.contains("▿ tags: 2 elements"))
        #expect(verifySnapshot(of: "a\nb", as: .lines, named: "lines", snapshotDirectory: dir) != nil)
        let lines = verifySnapshot(of: "a\nc", as: .lines, named: "lines", snapshotDirectory: dir)
        #expect(lines?.contains("c") == true)
    }

    /// An image with `changed` of its 100 pixels made black.
    static func image(changed: Int) throws -> UIImage {
        var pixels = [UInt8](repeating: 255, count: 10 * 10 * 4)
        for i in 0..<changed { pixels[i * 4] = 0 }
        let png = try PNGCodec.encode(try Bitmap(width: 10, height: 10, straightRGBA: pixels))
        return try #require(UIImage(data: Data(png)))
    }

    @Test func imagePrecisionCountsBytesUnlessPerceptual() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = verifySnapshot(of: try Self.image(changed: 0), as: .image, named: "p", snapshotDirectory: dir)
        // 3 pixels with one differing channel each: 3 of 400 bytes (99.25 % equal).
        let changed = try Self.image(changed: 3)
        #expect(verifySnapshot(of: changed, as: .image(precision: 0.99), named: "p", snapshotDirectory: dir) == nil)
        let strict = verifySnapshot(of: changed, as: .image(precision: 0.995), named: "p", snapshotDirectory: dir)
        #expect(strict?.contains("Actual image precision 0.9925 is less than required 0.995") == true)
        // Perceptually those pixels are far off (cyan against white): 97 of 100 pixels match.
        let perceptual = verifySnapshot(
            of: changed, as: .image(precision: 0.95, perceptualPrecision: 0.98), named: "p", snapshotDirectory: dir)
        #expect(perceptual == nil)
        #expect(
            verifySnapshot(
                of: changed,
                as: .image(precision: 0.95, perceptualPrecision: 0.98).pullback { (image: UIImage) in image },
                named: "p", snapshotDirectory: dir) == nil)
    }

    @Test func devicePresetsHaveTheirScreensAndTraits() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhoneSe.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro12_9(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone15Pro.size == CGSize(width: 393, height: 852))
    }

    @Test func anAsyncSnapshotIsAwaitedAndATimeoutFails() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let later = Snapshotting<String, String>.lines.asyncPullback { (value: String) in
            Async { callback in
                // The callback is only called once, from the timer's thread.
                nonisolated(unsafe) let callback = callback
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { callback(value) }
            }
        }
        #expect(
            verifySnapshot(of: "late", as: later, named: "late", snapshotDirectory: dir)?.contains("Recorded") == true)
        let never = Snapshotting<String, String>.lines.asyncPullback { (_: String) in Async<String> { _ in } }
        let message = verifySnapshot(of: "x", as: never, named: "never", snapshotDirectory: dir, timeout: 0.1)
        #expect(message?.contains("Exceeded timeout of 0.1 seconds") == true)
    }

    @Test func aViewThatCannotRenderFailsWithTheReason() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let message = verifySnapshot(
            of: Text("x").frame(width: 20_000), as: .image(layout: .sizeThatFits), named: "huge", snapshotDirectory: dir
        )
        #expect(message?.contains("16384") == true)
    }
}
