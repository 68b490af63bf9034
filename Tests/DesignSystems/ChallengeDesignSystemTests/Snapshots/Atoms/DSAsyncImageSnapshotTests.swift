import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The default and a custom phase content, cached, loaded, failed and without a URL.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSAsyncImageSnapshotTests {
    @Test(arguments: DSAsyncImageSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
