import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// A tile per corner radius.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSCornerRadiusSnapshotTests {
    @Test(arguments: DSThemeSnapshots.cases.filter { $0.file == "DSCornerRadiusSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
