import ProofUI

/// The spinner of loading components, drawn as its first frame (a headless render shows
/// animations at a fixed frame), as OUDS iOS draws it: a 252° arc (a circle trimmed to 0.7) from
/// three o'clock, clockwise, stroked 3 pt wide with flat ends and centred on the frame's circle (so
/// half the stroke lies outside the frame). The width is the same in every theme, not a token.
struct OUDSLoader: View {
    /// The stroke width of every OUDS loader.
    static let lineWidth: CGFloat = 3
    /// The fraction of the circle the arc covers (252°).
    static let sweep: CGFloat = 0.7

    let color: Color
    let size: CGFloat

    var body: some View {
        Circle()
            .trim(from: 0, to: Self.sweep)
            .stroke(color, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .butt))
            .frame(width: size, height: size)
    }
}
