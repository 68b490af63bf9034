import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The .dsCard() and .dsCornerRadius() modifiers.
@MainActor
@Suite(.snapshots(record: .missing))
struct ViewDesignSystemSnapshotTests {
    @Test(arguments: ViewDesignSystemSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
