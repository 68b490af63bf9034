import ProofUI

/// A piece of a linear progress bar: the frame's full height from `from` to `to` (fractions of the
/// width), shifted by `leadingInset` points at its start, with corners of `cornerRadius` (at most half
/// the height: round caps).
struct ProgressBarSegmentShape: Shape {
    let from: Double
    let to: Double
    var leadingInset: CGFloat = 0
    let cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        let x0 = rect.minX + rect.width * from + leadingInset
        let x1 = rect.minX + rect.width * to
        guard x1 > x0 else { return Path() }
        let piece = CGRect(x: x0, y: rect.minY, width: x1 - x0, height: rect.height)
        let radius = min(cornerRadius, rect.height / 2, piece.width / 2)
        return radius > 0 ? Path(roundedRect: piece, cornerRadius: radius, style: .circular) : Path(piece)
    }
}
