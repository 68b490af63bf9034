import SwiftUI
import Testing

/// A component written as a team writes it: only `import SwiftUI`, names qualified by the module.
private struct Badge: SwiftUI.View {
    var title: String
    var body: some SwiftUI.View {
        SwiftUI.HStack(spacing: 4) {
            SwiftUI.Image(systemName: "star.fill")
            SwiftUI.Text(title).font(SwiftUI.Font.caption)
        }
        .foregroundStyle(SwiftUI.Color.white)
        .padding(4)
        .background(SwiftUI.Color.red)
    }
}

@MainActor
@Suite("import SwiftUI")
struct QualifiedNameTests {
    @Test("SwiftUI.Color is ProofUI's Color")
    func color() {
        let color: SwiftUI.Color = .blue
        let same: ProofUI.Color = color
        #expect(same.resolve(in: EnvironmentValues()) == Color.Resolved(hex: 0x007AFF))
    }

    @Test("SwiftUI.Text and SwiftUI.Image are ProofUI's views")
    func views() {
        let text: ProofUI.Text = SwiftUI.Text("Hello")
        let image: ProofUI.Image = SwiftUI.Image(systemName: "star")
        #expect(type(of: text) == ProofUI.Text.self)
        #expect(type(of: image) == ProofUI.Image.self)
    }

    @Test("SwiftUI.Font is ProofUI's Font")
    func font() {
        let font: SwiftUI.Font = .system(size: 12, weight: .bold)
        #expect(font == ProofUI.Font.system(size: 12).weight(.bold))
        #expect(font != ProofUI.Font.system(size: 13).weight(.bold))
    }

    @Test("a view built from qualified names renders")
    func render() throws {
        let image = try ViewRenderer.render(Badge(title: "New"), configuration: RenderConfiguration(scale: 2))
        #expect(image.bitmap.width > 0)
        // The badge's background is system red at its top-left corner.
        let corner = image.bitmap.pixel(x: 0, y: 0)
        #expect([corner.r, corner.g, corner.b, corner.a] == [0xFF, 0x3B, 0x30, 0xFF])
    }
}
