import Foundation
import SnapshotTesting
import SwiftUI
import XCTest

/// A team's XCTest snapshot test: assertions report through XCTest (outside a Swift Testing test) and
/// lay the view out on the main actor. XCTest on Linux runs tests on the main thread but cannot list
/// `@MainActor` test methods (its discovery casts them away and aborts), so the method is nonisolated
/// and its body `MainActor.assumeIsolated`, which holds there.
final class BadgeXCTests: XCTestCase {
    struct Badge: View {
        let text: String
        var body: some View {
            Text(text).font(.caption.bold()).foregroundStyle(.white).padding(6).background(Capsule().fill(.blue))
        }
    }

    func testABadgeRecordsThenMatchesThenFails() throws {
        MainActor.assumeIsolated { Self.recordsThenMatchesThenFails() }
    }

    @MainActor static func recordsThenMatchesThenFails() {
        let folder = NSTemporaryDirectory() + "badge-xctests-\(UUID().uuidString)"
        let recorded = verifySnapshot(of: Badge(text: "New"), as: .image, named: "badge", snapshotDirectory: folder)
        XCTAssertEqual(recorded?.contains("Recorded a new reference"), true)
        XCTAssertNil(verifySnapshot(of: Badge(text: "New"), as: .image, named: "badge", snapshotDirectory: folder))
        let changed = verifySnapshot(of: Badge(text: "Old"), as: .image, named: "badge", snapshotDirectory: folder)
        XCTAssertEqual(changed?.contains("does not match"), true)
        try? FileManager.default.removeItem(atPath: folder)
    }
}
