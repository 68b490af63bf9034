import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// A bar per spacing.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSSpacingSnapshotTests {
    @Test(arguments: DSThemeSnapshots.cases.filter { $0.file == "DSSpacingSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
