import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// A card per shadow level.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSShadowSnapshotTests {
    @Test(arguments: DSThemeSnapshots.cases.filter { $0.file == "DSShadowSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
