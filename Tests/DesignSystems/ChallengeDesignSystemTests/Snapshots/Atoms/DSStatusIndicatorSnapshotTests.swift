import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// Each status, a custom size, and the gallery.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSStatusIndicatorSnapshotTests {
    @Test(arguments: DSStatusIndicatorSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
