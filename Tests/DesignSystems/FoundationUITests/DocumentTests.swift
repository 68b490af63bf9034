import FoundationUI
import FoundationUICatalog
import Testing

/// The document's code: the concept blocks and the walkthrough blocks compile (this target and the
/// three FoundationUIWalkthroughStep modules hold every block) and draw what the document describes.
///
/// Lines not compiled as written, with the reason:
/// - `#Preview { CustomButtonStylePreview() }` (step 1): macros need unsafe flags here; the
///   catalog's `Preview` renders the same view.
/// - `isPressed` (steps 2 and 3) is used but never defined: each style defines it as the pressed
///   state Proof renders (`\.interactionState == .pressed`, what `configuration.isPressed` reads).
/// - The "// ..." and "/// ..." elisions are filled with the earlier steps' declarations.
/// - Step 1's file has no import: `import ProofUI` is added (Xcode's template adds `import SwiftUI`).
@MainActor
@Suite("FoundationUI: the document's code")
struct DocumentTests {
    static func preview(_ name: String) throws -> DisplayList {
        let preview = try #require(FoundationUICatalog.previews.first { $0.name == "foundationui/\(name)" })
        return try preview.displayList()
    }

    static func buttons(_ list: DisplayList) -> [String] {
        fills(list).filter { $0.bounds.size == CGSize(width: 110, height: 30) && !$0.paint.hasPrefix("linear") }
            .map(\.paint)
    }

    @Test func conceptBlocksDraw() throws {
        let (modifiers, usage) = conceptExpressions()
        #expect(try drawSame(modifiers, Text("Hello World").frame(width: 110, height: 30).padding(.horizontal, 6)))
        #expect(try #require(fills(try displayList(usage)).first).paint == "#CCCCCC")
        #expect(try #require(fills(try displayList(usage, .dark)).first).paint == "#999999")
        #expect(Theme.Padding.large.value == 12)
        let plain = Text("Click Me").frame(width: 110, height: 30).foregroundStyle(Color.white)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(hex: 0x007AFF)))
        #expect(try drawSame(SimpleButton(), plain))
    }

    @Test func earlierStepBlocksDraw() throws {
        let sized = try displayList(Button("A") {}.buttonStyle(Step2SizeBlock.CustomButtonStyle()))
        #expect(fills(sized).isEmpty)
        let coloured = try displayList(
            Button("A") {}.buttonStyle(Step2ColorsBlock.CustomButtonStyle(variant: .prominent)))
        #expect(fills(coloured).map(\.paint) == ["#007AFF"])
        let highlighted = try displayList(
            Button("A") {}.buttonStyle(Step3HighlightBlock.CustomButtonStyle(variant: .prominent)))
        #expect(fills(highlighted).map(\.paint.first) == ["#", "l"])
    }

    @Test func stepOneIsUnstyled() throws {
        let list = try Self.preview("walkthrough/step1-light")
        let texts = list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
        #expect(texts == ["Light", "Cancel", "Action", "Dark", "Cancel", "Action"])
        #expect(Self.buttons(list).isEmpty)
    }

    /// Step 2: 110 × 30 buttons, grey 0.8 / 0.6 and the accent (system blue in each scheme). (The
    /// radius-6 outline is `SimpleButton`'s, checked above, and the modifiers' equivalences.)
    @Test(arguments: ["light", "dark", "lightAccessible", "darkAccessible"])
    func stepTwoButtons(scheme: String) throws {
        let list = try Self.preview("walkthrough/step2-\(scheme)")
        #expect(Self.buttons(list) == ["#CCCCCC", "#007AFF", "#999999", "#0A84FF"])
    }

    /// Step 3: a highlight gradient over the prominent buttons only, a top-edge gradient border on
    /// every button, the backgrounds darker when pressed.
    @Test func stepThree() throws {
        let list = try Self.preview("walkthrough/step3-light")
        #expect(fills(list).filter { $0.paint.hasPrefix("linear") }.count == 2)
        let edges = list.items.filter {
            if case .stroke(_, let p, _) = $0 { p.description.hasPrefix("linear") } else { false }
        }
        #expect(edges.count == 4)
        let pressed = try Self.preview("walkthrough/step3-pressed-light")
        #expect(Self.buttons(pressed) == ["#B8B8B8", "#006EE6", "#8A8A8A", "#0977E6"])
    }
}
