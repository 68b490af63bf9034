import ProofUI
import Testing

@testable import UICatalog

/// The FoundationUI walkthrough (seed 003, steps 1–3) compiles against ProofUI and renders as the
/// walkthrough describes: step 1 unstyled, step 2 sized and coloured from its tokens, step 3 with
/// gradient highlights, pressed darkening the backgrounds.
@MainActor
@Suite("UI: FoundationUI walkthrough")
struct FoundationUIWalkthroughTests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try ViewRenderer.displayList(view, configuration: RenderConfiguration(scale: 2))
    }

    static func fills(_ list: DisplayList) -> [(CGRect, String)] {
        list.items.compactMap {
            if case .fill(let path, let paint, _) = $0 {
                let b = path.bounds
                return (
                    CGRect(x: b.origin.x, y: b.origin.y, width: b.size.width, height: b.size.height), paint.description
                )
            }
            return nil
        }
    }

    @Test func stepOneIsUnstyledText() throws {
        let list = try Self.list(Walkthrough.CustomButtonStylePreview())
        let texts = list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
        #expect(texts == ["Light", "Cancel", "Action", "Dark", "Cancel", "Action"])
        // Only the window backgrounds are filled: white page, white and black rounded panels.
        #expect(Self.fills(list).map(\.1) == ["#FFFFFF", "#FFFFFF", "#000000"])
    }

    @Test(arguments: [false, true])
    func stepTwoButtonsTakeTheTokenSizeAndColours(pressed: Bool) throws {
        let list = try Self.list(
            Walkthrough.StepPreview(
                regular: Walkthrough.Step2Style(), prominent: Walkthrough.Step2Style(variant: .prominent),
                pressed: pressed))
        let buttons = Self.fills(list).filter { $0.0.size == CGSize(width: 110, height: 30) }
        #expect(buttons.count == 4)
        let expected =
            pressed ? ["#B8B8B8", "#006EE6", "#8A8A8A", "#0977E6"] : ["#CCCCCC", "#007AFF", "#999999", "#0A84FF"]
        #expect(buttons.map(\.1) == expected)
    }

    @Test func stepThreeAddsGradientHighlightsToProminentButtonsOnly() throws {
        let list = try Self.list(
            Walkthrough.StepPreview(
                regular: Walkthrough.Step3Style(), prominent: Walkthrough.Step3Style(variant: .prominent)))
        let gradients = Self.fills(list).filter { $0.1.hasPrefix("linear") }
        #expect(gradients.count == 2)  // one per colour scheme, behind the prominent button
        let edges = list.items.filter {
            if case .stroke(_, let p, _) = $0 { p.description.hasPrefix("linear") } else { false }
        }
        #expect(edges.count == 4)  // the top-edge highlight on every button (transparent in light)
    }
}
