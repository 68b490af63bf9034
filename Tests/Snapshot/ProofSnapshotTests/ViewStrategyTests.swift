import Foundation
import ProofSnapshot
import ProofUI
import Raster
import Testing

/// The view strategies: images of views, display lists and accessibility JSON, recorded and verified.
@MainActor
@Suite("Snapshot: view strategies")
struct ViewStrategyTests {
    struct Card: View {
        var title: String
        var body: some View {
            HStack {
                Image(systemName: "star.fill").foregroundColor(.orange)
                Text(title).accessibilityIdentifier("title")
            }
            .padding(8)
            .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
        }
    }

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "proof-view-strategy-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: [ColorScheme.light, .dark], [LayoutDirection.leftToRight, .rightToLeft])
    func imageRecordsThenVerifiesAndCatchesAChange(scheme: ColorScheme, direction: LayoutDirection) throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let artifacts = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let strategy = Snapshotting<Card, Bitmap>.image(
            colorScheme: scheme, layoutDirection: direction, background: .white)
        let name = "card-\(scheme)-\(direction)"
        let first = verifySnapshot(
            of: Card(title: "Hello"), as: strategy, named: name, record: .missing, snapshotDirectory: dir,
            artifactsDirectory: artifacts)
        #expect(first?.contains("Recorded") == true)
        #expect(
            verifySnapshot(
                of: Card(title: "Hello"), as: strategy, named: name, record: .never, snapshotDirectory: dir,
                artifactsDirectory: artifacts) == nil)
        let changed = verifySnapshot(
            of: Card(title: "Hallo"), as: strategy, named: name, record: .never, snapshotDirectory: dir,
            artifactsDirectory: artifacts)
        #expect(changed != nil)
        #expect(changed?.contains("differ") == true || changed?.contains("size") == true)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func imagesAreDrawnOnTheSchemesSystemBackgroundUnlessAskedOtherwise(scheme: ColorScheme) throws {
        let corner = try Snapshotting<Text, Bitmap>.image(colorScheme: scheme).snapshot(Text("Hi")).pixel(x: 0, y: 0)
        let expected: UInt8 = scheme == .dark ? 0 : 255
        #expect(corner.r == expected && corner.g == expected && corner.b == expected && corner.a == 255)
        let clear = try Snapshotting<Text, Bitmap>.image(colorScheme: scheme, background: nil).snapshot(Text("Hi"))
        #expect(clear.pixel(x: 0, y: 0).a == 0, "background: nil keeps it transparent")
    }

    @Test func displayListAndAccessibilityStrategies() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            verifySnapshot(of: Card(title: "A"), as: .displayList, named: "list", record: .all, snapshotDirectory: dir)
                != nil)
        #expect(
            verifySnapshot(
                of: Card(title: "A"), as: .displayList, named: "list", record: .never, snapshotDirectory: dir) == nil)
        let json = try String(
            contentsOfFile: dir + "/\(try #require(FileManager.default.contentsOfDirectory(atPath: dir).first))",
            encoding: .utf8)
        #expect(json.contains("text \"A\""))
        #expect(
            verifySnapshot(
                of: Card(title: "A"), as: .accessibility, named: "a11y", record: .all, snapshotDirectory: dir) != nil)
        #expect(
            verifySnapshot(
                of: Card(title: "A"), as: .accessibility, named: "a11y", record: .never, snapshotDirectory: dir) == nil)
    }

    @Test func renderErrorsFailWithTheirMessage() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let message = verifySnapshot(
            of: Image("no-such-asset"), as: .image, named: "missing", record: .all, snapshotDirectory: dir)
        #expect(message?.contains("no-such-asset") == true)
    }
}
