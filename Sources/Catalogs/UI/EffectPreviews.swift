import ProofUI

extension UICatalog {
    static let effects: [Preview] = [
        Preview("ui-effect-opacity-shadow", configuration: card) {
            HStack(spacing: 16) {
                ZStack {
                    Circle().fill(Color.red)
                    Circle().fill(Color.blue).offset(x: 14)
                }.frame(width: 36, height: 36).opacity(0.5)
                RoundedRectangle(cornerRadius: 10).fill(Color.white).frame(width: 50, height: 50).shadow(
                    radius: 6, y: 3)
                Text("Shadow").font(.title2).bold().shadow(color: .blue.opacity(0.6), radius: 2, x: 2, y: 2)
            }
            .padding(16)
        },
        Preview("ui-effect-rotation-scale-hidden", configuration: card) {
            HStack(spacing: 16) {
                Swatch(color: .orange).rotationEffect(.degrees(30))
                Swatch(color: .green).scaleEffect(0.6)
                Swatch(color: .red).hidden()
                Text("Tilted").rotationEffect(.degrees(-12))
            }
            .padding(16)
        },
        Preview("ui-effect-blend-border-clip", configuration: card) {
            HStack(spacing: 12) {
                ZStack {
                    Color.yellow
                    Circle().fill(Color.blue).blendMode(.multiply).padding(6)
                }.frame(width: 50, height: 50)
                Text("Border").padding(8).border(Color.red, width: 2)
                Text("Clipped text inside a small frame").frame(width: 70, height: 24).clipped().background(
                    Color.gray.opacity(0.2))
            }
            .padding(12)
        },
    ]
}
