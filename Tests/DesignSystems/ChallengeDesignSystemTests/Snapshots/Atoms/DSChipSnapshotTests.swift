import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// Selected and unselected chips, and a row of both.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSChipSnapshotTests {
    @Test(arguments: DSChipSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
