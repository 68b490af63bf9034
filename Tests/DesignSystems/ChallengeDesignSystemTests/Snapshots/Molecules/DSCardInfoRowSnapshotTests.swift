import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The card row with every part, without a status, title only, truncated, and with a failed image.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSCardInfoRowSnapshotTests {
    @Test(arguments: DSCardInfoRowSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
