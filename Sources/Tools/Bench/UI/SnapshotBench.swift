import Foundation
import ProofSnapshot
import ProofUI
import Raster

/// Times what one component snapshot costs (view → laid out → drawn at 3x → PNG), as a snapshot test
/// pays it, for four typical components: a button, a row, a card, and the same card with a drop
/// shadow. Prints one line `scene=snapshot build=<debug|release> …` of medians in milliseconds; run
/// it from a debug build (`swift run proof-ui-bench --snapshots`, the optimisation `swift test`
/// uses) and a release build to compare (`Scripts/bench-ui` does both).
@MainActor enum SnapshotBench {
    /// The build this binary is.
    static var build: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// Runs each snapshot `reps` times.
    static func run(reps: Int) throws {
        let configuration = RenderConfiguration(scale: 3, background: Color(light: .white, dark: .black))
        func snapshotMs<V: View>(_ view: V) throws -> Double {
            try Timing.milliseconds(reps) {
                _ = try ViewRenderer.render(view, configuration: configuration).pngData()
            }
        }
        let button = try snapshotMs(BenchComponents.button)
        let row = try snapshotMs(BenchComponents.row)
        let card = try snapshotMs(BenchComponents.card(shadow: false))
        let shadowed = try snapshotMs(BenchComponents.card(shadow: true))
        // Where the card's time goes: drawing it, encoding its PNG (what recording writes), and
        // decoding that PNG and comparing pixels (what checking against a reference needs).
        let image = try ViewRenderer.render(BenchComponents.card(shadow: false), configuration: configuration)
        let png = try image.pngData()
        let renderOnly = try Timing.milliseconds(reps) {
            _ = try ViewRenderer.render(BenchComponents.card(shadow: false), configuration: configuration)
        }
        let encode = try Timing.milliseconds(reps) { _ = try image.pngData() }
        var equal = true
        let decodeCompare = try Timing.milliseconds(reps) { equal = try PNGCodec.decode(png) == image.bitmap && equal }
        guard equal else { throw UIBenchFailure(description: "the card's PNG does not decode to its pixels") }
        // A passing check of the card against its reference, as `verifySnapshot` does it in a test:
        // recorded once, then checked with `.never` (whatever PROOF_RECORD says), with any artifact
        // inside the temporary folder.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proof-snapshot-bench-\(UUID())")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strategy = Snapshotting<BenchCard, Bitmap>.image(configuration: configuration)
        func check(_ mode: SnapshotRecordMode) -> String? {
            verifySnapshot(
                of: BenchCard(), as: strategy, named: "card", record: mode, snapshotDirectory: folder,
                artifactsDirectory: folder + "/artifacts", testName: "card")
        }
        _ = check(.missing)  // records the reference
        var failure: String?
        let checkMs = Timing.milliseconds(reps) { failure = check(.never) ?? failure }
        if let failure { throw UIBenchFailure(description: "the card's snapshot check failed: \(failure)") }
        // A small masked layer on a 2x phone-sized canvas (`.mask` on a view): the layer, its mask,
        // both ended.
        let canvas = try Canvas(width: 780, height: 1688)
        let maskedLayerMs = try Timing.milliseconds(reps) {
            canvas.beginLayer()
            try canvas.fill(.rect(Rect(x: 100, y: 200, width: 120, height: 40)), color: .black)
            try canvas.beginMask()
            try canvas.fill(.circle(center: Point(x: 160, y: 220), radius: 30), color: .black)
            try canvas.endMask()
            try canvas.endLayer()
        }
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        print(
            "scene=snapshot build=\(build) button_ms=\(f(button)) row_ms=\(f(row)) card_ms=\(f(card))"
                + " card_shadow_ms=\(f(shadowed)) shadow_ratio=\(f(shadowed / card))"
                + " card_render_ms=\(f(renderOnly)) card_encode_ms=\(f(encode))"
                + " card_decode_compare_ms=\(f(decodeCompare)) card_check_ms=\(f(checkMs))"
                + " masked_layer_ms=\(String(format: "%.3f", maskedLayerMs))")
    }
}

/// The card without a shadow as a view type of its own, for a snapshot strategy.
struct BenchCard: View {
    var body: some View { BenchComponents.card(shadow: false) }
}

/// The components `SnapshotBench` snapshots.
@MainActor enum BenchComponents {
    /// A prominent bordered button.
    static var button: some View {
        Button("Continue") {}.buttonStyle(.borderedProminent).padding()
    }

    /// A settings row.
    static var row: some View {
        HStack {
            Image(systemName: "bell.fill").foregroundStyle(.white).frame(width: 29, height: 29)
                .background(Color.red, in: RoundedRectangle(cornerRadius: 7))
            Text("Notifications")
            Spacer()
            Text("On").foregroundStyle(.secondary)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding()
        .frame(width: 390)
    }

    /// An order card, with or without a drop shadow.
    @ViewBuilder static func card(shadow: Bool) -> some View {
        if shadow {
            cardBody.shadow(color: .black.opacity(0.15), radius: 8, y: 4).padding().frame(width: 390)
        } else {
            cardBody.padding().frame(width: 390)
        }
    }

    /// The card without its shadow.
    private static var cardBody: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text("Headphones").font(.headline)
                Text("Shipped · arrives Friday").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("€129").fontWeight(.semibold)
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
    }
}
