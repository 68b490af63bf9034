import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The chip group without and with a selection.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSChipGroupSnapshotTests {
    @Test(arguments: DSChipGroupSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
