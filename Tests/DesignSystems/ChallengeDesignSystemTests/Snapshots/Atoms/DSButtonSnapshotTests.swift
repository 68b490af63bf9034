import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// Every button variant, with and without an icon, loading, and all together, light and dark.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSButtonSnapshotTests {
    @Test(arguments: DSButtonSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
