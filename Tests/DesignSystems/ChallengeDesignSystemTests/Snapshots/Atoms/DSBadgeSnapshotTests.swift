import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// No badge at zero, one and two digits, and the gallery.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSBadgeSnapshotTests {
    @Test(arguments: DSBadgeSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
