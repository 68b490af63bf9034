import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The palette, each colour with its name.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSColorPaletteSnapshotTests {
    @Test(arguments: DSThemeSnapshots.cases.filter { $0.file == "DSColorPaletteSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
