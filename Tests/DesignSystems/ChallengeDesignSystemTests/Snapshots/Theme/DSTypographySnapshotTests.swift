import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// A line per text style.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSTypographySnapshotTests {
    @Test(arguments: DSThemeSnapshots.cases.filter { $0.file == "DSTypographySnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
