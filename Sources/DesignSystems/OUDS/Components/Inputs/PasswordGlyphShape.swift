import ProofUI

/// The password input's icons, drawn in a 24 × 24 box scaled to the frame (`ouds-components.md` §10):
/// the open eye ("show password"), the eye with a slash ("hide password") and the closed padlock
/// (the optional leading icon). Each part is an outline to stroke or a shape to fill, so that
/// `PasswordGlyph` can draw them in one tint.
nonisolated struct PasswordGlyphShape: Shape {
    enum Glyph: Sendable { case eye, eyeSlash, lock }
    enum Part: Sendable {
        /// Lines drawn with `strokeWidth(in:)`.
        case outline
        /// Areas filled even-odd.
        case body
    }

    let glyph: Glyph
    let part: Part

    /// The stroke width of the outline part in a frame of `size` (1.5 of 24 for the eye, 3 of 24
    /// for the shackle).
    static func strokeWidth(_ glyph: Glyph, size: CGFloat) -> CGFloat {
        (glyph == .lock ? 3 : 1.5) * size / 24
    }

    func path(in rect: CGRect) -> Path {
        let u = min(rect.width, rect.height) / 24
        let x0 = rect.midX - 12 * u
        let y0 = rect.midY - 12 * u
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x0 + x * u, y: y0 + y * u) }
        var path = Path()
        switch (glyph, part) {
        case (.eye, .outline), (.eyeSlash, .outline):
            // Almond 21.6 × 12: two quadratic arcs whose controls sit 12 above and below the axis.
            path.move(to: p(1.2, 12))
            path.addQuadCurve(to: p(22.8, 12), control: p(12, 0))
            path.addQuadCurve(to: p(1.2, 12), control: p(12, 24))
            path.closeSubpath()
            path.addEllipse(in: CGRect(origin: p(8.4, 8.4), size: CGSize(width: 7.2 * u, height: 7.2 * u)))
            if glyph == .eyeSlash {
                path.move(to: p(3.6, 20.9))
                path.addLine(to: p(20.4, 3.1))
            }
        case (.eye, .body):
            path.addEllipse(in: CGRect(origin: p(12.3, 9.3), size: CGSize(width: 2.4 * u, height: 2.4 * u)))
        case (.eyeSlash, .body):
            break  // no highlight: the slash crosses the iris (not drawn by `PasswordGlyph`)
        case (.lock, .outline):
            // Shackle: a half circle over two short legs, 3 thick.
            path.move(to: p(7.5, 11))
            path.addLine(to: p(7.5, 7.8))
            path.addArc(
                center: p(12, 7.8), radius: 4.5 * u, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            path.addLine(to: p(16.5, 11))
        case (.lock, .body):
            // Body 14.4 × 10.2 with a keyhole (a dot over a stem) cut out.
            path.addRoundedRect(
                in: CGRect(origin: p(4.8, 10.8), size: CGSize(width: 14.4 * u, height: 10.2 * u)),
                cornerSize: CGSize(width: 1.5 * u, height: 1.5 * u), style: .circular)
            path.addEllipse(in: CGRect(origin: p(10.5, 13.2), size: CGSize(width: 3 * u, height: 3 * u)))
            path.addRect(CGRect(origin: p(11.3, 16.2), size: CGSize(width: 1.4 * u, height: 2.4 * u)))
        }
        return path
    }
}

/// A password icon in one tint: its outline stroked and its body filled.
struct PasswordGlyph: View {
    let glyph: PasswordGlyphShape.Glyph
    let size: CGFloat
    let color: Color

    var body: some View {
        ZStack {
            PasswordGlyphShape(glyph: glyph, part: .outline)
                .stroke(color, lineWidth: PasswordGlyphShape.strokeWidth(glyph, size: size))
            if glyph != .eyeSlash {
                PasswordGlyphShape(glyph: glyph, part: .body).fill(color, style: FillStyle(eoFill: true))
            }
        }
        .frame(width: size, height: size)
        .accessibilityHidden(true)
    }
}
