import ProofSnapshot
import ProofUI
import Raster
import Testing

/// Assertions are synchronous and nonisolated, as swift-snapshot-testing's, so a test without
/// `@MainActor` can call them; the view is still laid out on the main actor, where `body` runs.
@Suite("Snapshot: assertions off the main actor")
struct OffMainActorSnapshotTests {
    /// A view that says where its body ran.
    nonisolated struct WhereBodyRuns: View {
        @MainActor var body: some View {
            Text(MainActorExecution.isOnMainActor ? "body on the main actor" : "body elsewhere").padding(4)
        }
    }

    @Test func aSnapshotTakenOffTheMainActorEvaluatesBodyOnIt() throws {
        #expect(!MainActorExecution.isOnMainActor, "this test runs off the main actor")
        let list = try Snapshotting<WhereBodyRuns, String>.displayList.snapshot(WhereBodyRuns())
        #expect(list.contains("body on the main actor"))
        #expect(!list.contains("body elsewhere"))
    }

    @Test func snapshotsTakenFromManyTasksAtOnceMatchOneTakenOnTheMainActor() async throws {
        let reference = try await MainActor.run {
            try Snapshotting<WhereBodyRuns, Bitmap>.image.snapshot(WhereBodyRuns())
        }
        try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 {
                group.addTask { try Snapshotting<WhereBodyRuns, Bitmap>.image.snapshot(WhereBodyRuns()) }
            }
            for try await bitmap in group { #expect(bitmap.pixels == reference.pixels) }
        }
    }
}
