import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The card with the default, medium and no shadow, and custom padding and radius.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSCardSnapshotTests {
    @Test(arguments: DSCardSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
