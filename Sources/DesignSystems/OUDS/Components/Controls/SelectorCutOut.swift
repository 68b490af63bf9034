import ProofUI

/// A filled selector with its mark cut out (Sosh and Wireframe draw selected checkboxes and radios
/// this way, `checkRadio.borderWidthSelected` = 0): the container (a rounded square, or a circle for
/// radios) and the mark centred in an asset box of `assetSize`, filled even-odd.
struct SelectorCutOut: Shape {
    let cornerRadius: CGFloat
    let isCircle: Bool
    let mark: ControlMark
    let assetSize: CGFloat

    func path(in rect: CGRect) -> Path {
        var path =
            isCircle
            ? Path(ellipseIn: rect)
            : Path(roundedRect: rect, cornerRadius: min(cornerRadius, rect.height / 2), style: .circular)
        let asset = CGRect(
            x: rect.midX - assetSize / 2, y: rect.midY - assetSize / 2, width: assetSize, height: assetSize)
        path.addPath(mark.path(in: asset))
        return path
    }
}
