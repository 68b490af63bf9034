import ProofText
import ProofUI
import Testing

/// Rendering from many tasks at once: the display list, the font faces and the glyph cache are
/// shared, and every result equals the serial one.
@MainActor
@Suite("UI: concurrent rendering")
struct ConcurrentRenderingTests {
    /// One preview's display list drawn by sixteen tasks at once: they share the list, the font
    /// faces and the glyph cache (emptied first, so the tasks race to fill it); every PNG equals the
    /// serial one. `Scripts/test --tsan` runs this under ThreadSanitizer.
    @Test func onePreviewDrawnBySixteenTasksAtOnceMatchesItsSerialRender() async throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Ärger über Qualität").font(.headline)
            Text("fi fl ffi — 0123456789").font(.body.italic())
            Text("Row 3").padding(3).background(Color.blue.opacity(0.2))
        }
        .padding(8)
        let configuration = RenderConfiguration(scale: 3)
        let serial = try ViewRenderer.render(view, configuration: configuration).pngData()
        let list = try ViewRenderer.displayList(view, configuration: configuration)
        GlyphCache.shared.removeAll()
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 { group.addTask { try ViewRenderer.render(list, scale: 3).pngData() } }
            for try await bytes in group { #expect(bytes == serial) }
        }
    }
}
