import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The info row, a custom icon colour, and a character's details.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSInfoRowSnapshotTests {
    @Test(arguments: DSInfoRowSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
