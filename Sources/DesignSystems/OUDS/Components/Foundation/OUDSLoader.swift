import ProofUI

/// The spinner of loading components, drawn as its first frame: a three-quarter ring with round
/// caps starting at the top (a headless render shows animations at a fixed frame).
struct OUDSLoader: View {
    let color: Color
    let size: CGFloat
    let lineWidth: CGFloat

    var body: some View {
        Circle()
            .inset(by: lineWidth / 2)
            .trim(from: 0, to: 0.75)
            .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .frame(width: size, height: size)
    }
}
